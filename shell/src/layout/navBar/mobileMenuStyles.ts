import { NavLink } from '@marquee/router';
import { tint } from '@marquee/ui';
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
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.tabletUp} {
    margin-inline-start: 0;
  }
  ${({ theme }) => theme.media.desktop} {
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
  inset-inline: auto ${({ theme }) => theme.space.xl};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  width: 16rem;
  height: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Positioned against the fixed header (the bar around it is not positioned). */
export const MenuPanel = styled.div`
  position: absolute;
  top: calc(100% + 1px);
  inset-inline: 0;
  /* a full-height sheet on phones */
  height: calc(100dvh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ theme }) => theme.media.tablet} {
    ${dropdown}
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  ${whenCrowded} {
    display: block;
    ${dropdown}
  }
`;

export const PanelSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tabletUp} {
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
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
  ${whenAllCrowded} {
    display: list-item;
  }
`;

/** Between the page links and the account links: a list holds only its items (axe `list`). */
export const Divider = styled.hr`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: ${({ theme }) => theme.colors.border};
`;

export const PanelLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => tint(theme.colors.wash, 5)};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => tint(theme.colors.accent, 8)};
  }
`;

export const PanelButton = styled.button`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-inline-start: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => tint(theme.colors.wash, 5)};
  }
`;
