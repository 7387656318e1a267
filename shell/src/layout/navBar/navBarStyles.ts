import { Link, NavLink } from '@marquee/router';
import { Container, tint, theme } from '@marquee/ui';
import styled, { css } from 'styled-components';

export const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.zIndices.nav};
  height: ${theme.layout.navHeight};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(14px) saturate(140%);
  border-bottom: 1px solid ${theme.colors.border};

  &::after {
    /* a thin marquee-light glow along the bottom edge */
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 1px;
    background: linear-gradient(90deg, transparent, ${tint(theme.colors.accent, 55)} 50%, transparent);
    pointer-events: none;
  }
`;

export const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;

  ${theme.media.belowWide} {
    gap: ${theme.space.sm};
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${theme.radii.sm};
`;

/** Hidden from view, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Inside a bar too crowded for its desktop layout (useCrowdedBar): it takes the tablet one. */
export const whenCrowded = '[data-crowded] &';
/** Inside a bar too crowded for the tablet layout too: the primary links move into the menu as well. */
export const whenAllCrowded = '[data-crowded="all"] &';

const fromTablet = css`
  display: none;
  ${theme.media.tabletUp} {
    display: flex;
  }
`;

const fromDesktop = css`
  display: none;
  ${theme.media.desktop} {
    display: flex;
  }
`;

export const InlineNav = styled.nav`
  ${fromTablet}
  flex-shrink: 0;
  ${whenAllCrowded} {
    display: none;
  }
`;

export const InlineList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DesktopItem = styled.li`
  ${fromDesktop}
  ${whenCrowded} {
    display: none;
  }
`;

export const InlineLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 2.5rem;
  padding: 0 0.625rem;
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textMuted};
  font-size: 0.9375rem;
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  transition: color ${theme.transitions.fast};

  &:hover {
    color: ${theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${theme.colors.text};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    inset: auto 0.625rem 0.25rem;
    height: 2px;
    border-radius: 2px;
    background: ${theme.colors.accent};
  }

  ${theme.media.belowWide} {
    padding: 0 0.4rem;
    font-size: ${theme.fontSizes.sm};
    &[aria-current='page']::after {
      inset-inline: 0.4rem;
    }
  }
`;

export const InlineSearch = styled.div`
  ${fromTablet}
  flex: 1 1 14rem;
  max-width: 20rem;
  /* Room for the placeholder in every language: a bar with less moves links into the menu instead. */
  min-width: 12rem;
  margin-inline-start: auto;
`;

export const AccountNav = styled.nav`
  ${fromDesktop}
  align-items: center;
  gap: ${theme.space.xxs};
  flex-shrink: 0;
  ${whenCrowded} {
    display: none;
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  margin-inline-end: ${theme.space.xs};
  overflow: hidden;
  border: 1px solid ${theme.colors.accent};
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${theme.media.belowWide} {
    margin-inline-end: 0;
  }
`;

/** "Profile" stays the link's name; below wide desktops only the avatar shows. */
export const ProfileText = styled.span`
  ${theme.media.belowWide} {
    ${visuallyHidden}
  }
`;
