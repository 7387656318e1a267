import { isAdminAtom, isAuthenticatedAtom, logoutAtom, userAtom } from '@marquee/client';
import { Link, NavLink, useLocation, useNavigate } from '@marquee/router';
import { Button, Container, Logo } from '@marquee/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { primaryLinks, secondaryLinks, type NavItem } from './navLinks';
import { SearchBox } from './SearchBox';

const Header = styled.header`
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
    background: linear-gradient(90deg, transparent, rgba(245, 185, 66, 0.55) 50%, transparent);
    pointer-events: none;
  }
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;

  ${({ theme }) => theme.media.belowWide} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

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

const InlineNav = styled.nav`
  ${fromTablet}
`;

const InlineList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DesktopItem = styled.li`
  ${fromDesktop}
`;

const linkLook = css`
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

const InlineLink = styled(NavLink)`
  ${linkLook}
`;

const InlineSearch = styled.div`
  ${fromTablet}
  flex: 1 1 14rem;
  max-width: 20rem;
  min-width: 6.5rem;
  margin-left: auto;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  margin-right: ${({ theme }) => theme.space.xs};
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
    margin-right: 0;
  }
`;

/** Hidden from view, still read by assistive technology. */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** "Profile" stays the link's name; below wide desktops only the avatar shows. */
const ProfileText = styled.span`
  ${({ theme }) => theme.media.belowWide} {
    ${visuallyHidden}
  }
`;

const AccountNav = styled.nav`
  ${fromDesktop}
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex-shrink: 0;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 2.5rem;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.mobile} {
    width: 2.75rem;
    justify-content: center;
    padding: 0;
  }
  ${({ theme }) => theme.media.tabletUp} {
    margin-left: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MenuButtonText = styled.span`
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`;

const MenuPanel = styled.div`
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
    /* on tablets the menu is a dropdown under its button */
    inset-inline: auto ${({ theme }) => theme.space.xl};
    top: calc(100% + ${({ theme }) => theme.space.xs});
    width: 16rem;
    height: auto;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const PanelSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

const PanelList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PhoneItem = styled.li`
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

/** Between the page links and the account links: a list holds only its items (axe `list`). */
const Divider = styled.hr`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: ${({ theme }) => theme.colors.border};
`;

const PanelLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: rgba(255, 255, 255, 0.05);
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: rgba(245, 185, 66, 0.08);
  }
`;

const PanelButton = styled.button`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.05);
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

interface LinkItemsProps {
  items: readonly NavItem[];
  /** The list item each link sits in. */
  item?: ComponentType<{ children: ReactNode }> | 'li';
  link: ComponentType<{ to: string; end?: boolean; children: ReactNode }>;
}

/** The entries of a navigation list: one item per link. */
function LinkItems({ items, item: Item = 'li', link: ItemLink }: LinkItemsProps) {
  return items.map(({ to, label, end }) => (
    <Item key={to}>
      <ItemLink to={to} end={end}>
        {label}
      </ItemLink>
    </Item>
  ));
}

/**
 * The fixed navigation bar. Desktop: every link inline. Tablet: the primary links inline, the rest in a
 * dropdown. Phone: the logo and a menu button opening a panel with every link and the search box.
 */
export function NavBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(userAtom);
  const endSession = useSetAtom(logoutAtom);

  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuPanel.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const accountLinks: NavItem[] = isAuthenticated
    ? [{ to: '/profile', label: 'Profile' }, ...(isAdmin ? [{ to: '/admin', label: 'Admin Dashboard' }] : [])]
    : [
        { to: '/login', label: 'Login' },
        { to: '/register', label: 'Register' },
      ];

  const logout = () => {
    endSession();
    navigate('/');
  };

  return (
    <Header>
      <Bar>
        <Brand to="/">
          <Logo size={28} />
        </Brand>

        <InlineNav aria-label="Main">
          <InlineList>
            <LinkItems items={primaryLinks} link={InlineLink} />
            <LinkItems items={secondaryLinks} item={DesktopItem} link={InlineLink} />
          </InlineList>
        </InlineNav>

        <InlineSearch>
          <SearchBox />
        </InlineSearch>

        <AccountNav aria-label="Account">
          {isAuthenticated ? (
            <>
              <InlineLink to="/profile" title={user?.name}>
                <Avatar aria-hidden="true">
                  {user?.avatar ? <img src={user.avatar} alt="" /> : user?.name.charAt(0).toUpperCase()}
                </Avatar>
                <ProfileText>Profile</ProfileText>
              </InlineLink>
              {isAdmin && <InlineLink to="/admin">Admin Dashboard</InlineLink>}
              <Button $variant="ghost" $size="sm" onClick={logout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <InlineLink to="/login">Login</InlineLink>
              <Button as={NavLink} to="/register" $size="sm">
                Register
              </Button>
            </>
          )}
        </AccountNav>

        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          <MenuIcon open={menuOpen} />
          <MenuButtonText>Menu</MenuButtonText>
        </MenuButton>
      </Bar>

      {menuOpen && (
        <MenuPanel id={menuId} ref={menuPanel}>
          <PanelSearch>
            <SearchBox />
          </PanelSearch>
          <nav aria-label="Menu">
            <PanelList>
              <LinkItems items={primaryLinks} item={PhoneItem} link={PanelLink} />
              <LinkItems items={secondaryLinks} link={PanelLink} />
            </PanelList>
            <Divider />
            <PanelList>
              <LinkItems items={accountLinks} link={PanelLink} />
              {isAuthenticated && (
                <li>
                  <PanelButton type="button" onClick={logout}>
                    Logout
                  </PanelButton>
                </li>
              )}
            </PanelList>
          </nav>
        </MenuPanel>
      )}
    </Header>
  );
}
