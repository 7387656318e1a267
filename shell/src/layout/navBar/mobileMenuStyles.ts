import { NavLink } from '@marquee/router';
import { tint, theme } from '@marquee/ui';
import styled, { css } from 'styled-components';
import { visuallyHidden, whenAllCrowded, whenCrowded } from './navBarStyles';

/** A round icon button at every width: its name, "Menu", is read but not shown (a full bar needs the room). */
export const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  /* A full bar moves links into the menu rather than squeeze the button. */
  flex-shrink: 0;
  width: 2.75rem;
  height: 2.5rem;
  margin-inline-start: auto;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${theme.colors.accent};
  }

  ${theme.media.tabletUp} {
    margin-inline-start: 0;
  }
  ${theme.media.desktop} {
    display: none;
  }
  ${whenCrowded} {
    display: inline-grid;
    margin-inline-start: 0;
  }
`;

export const MenuButtonText = styled.span`
  ${visuallyHidden}
`;

/** On tablets and in a crowded desktop bar the menu is a dropdown under its button. */
const dropdown = css`
  inset-inline: auto ${theme.space.xl};
  top: calc(100% + ${theme.space.xs});
  width: 16rem;
  height: auto;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
`;

/** Positioned against the fixed header (the bar around it is not positioned). */
export const MenuPanel = styled.div`
  position: absolute;
  top: calc(100% + 1px);
  inset-inline: 0;
  /* a full-height sheet on phones */
  height: calc(100dvh - ${theme.layout.navHeight});
  overflow-y: auto;
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.raised};

  ${theme.media.tablet} {
    ${dropdown}
  }
  ${theme.media.desktop} {
    display: none;
  }
  ${whenCrowded} {
    display: block;
    ${dropdown}
  }
`;

export const PanelSearch = styled.div`
  margin-bottom: ${theme.space.sm};
  ${theme.media.tabletUp} {
    display: none;
  }
`;

export const PanelList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A primary link, in the menu on phones and in a bar too crowded for it (whenAllCrowded). */
export const PhoneItem = styled.li`
  ${theme.media.tabletUp} {
    display: none;
  }
  ${whenAllCrowded} {
    display: list-item;
  }
`;

/** Between the page links and the account links: a list holds only its items (axe `list`). */
export const Divider = styled.hr`
  height: 1px;
  margin: ${theme.space.xs} 0;
  border: 0;
  background: ${theme.colors.border};
`;

export const PanelLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border-inline-start: 3px solid transparent;
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.medium};

  &:hover {
    background: ${tint(theme.colors.wash, 5)};
    color: ${theme.colors.text};
  }
  &[aria-current='page'] {
    border-inline-start-color: ${theme.colors.accent};
    background: ${tint(theme.colors.accent, 8)};
  }
`;

export const PanelButton = styled.button`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-inline-start: 3px solid transparent;
  border-radius: ${theme.radii.sm};
  background: transparent;
  font-weight: ${theme.fontWeights.medium};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${tint(theme.colors.wash, 5)};
  }
`;
