import { Link, NavLink } from '@marquee/router';
import { Container, tint } from '@marquee/ui';
import styled, { css } from 'styled-components';

export const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(14px) saturate(140%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &::after {
    /* a thin marquee-light glow along the bottom edge */
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 1px;
    background: linear-gradient(
      90deg,
      transparent,
      ${({ theme }) => tint(theme.colors.accent, 55)} 50%,
      transparent
    );
    pointer-events: none;
  }
`;

export const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;

  ${({ theme }) => theme.media.belowWide} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
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
  ${({ theme }) => theme.media.tabletUp} {
    display: flex;
  }
`;

const fromDesktop = css`
  display: none;
  ${({ theme }) => theme.media.desktop} {
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
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    inset: auto 0.625rem 0.25rem;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.belowWide} {
    padding: 0 0.4rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
  gap: ${({ theme }) => theme.space.xxs};
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
  margin-inline-end: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.belowWide} {
    margin-inline-end: 0;
  }
`;

/** "Profile" stays the link's name; below wide desktops only the avatar shows. */
export const ProfileText = styled.span`
  ${({ theme }) => theme.media.belowWide} {
    ${visuallyHidden}
  }
`;
