import { isAdminAtom, isAuthenticatedAtom, logoutAtom } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import { useAtomValue, useSetAtom } from 'jotai';
import { type NavItem } from '../navLinks';

export interface AccountLink extends NavItem {
  /** How the bar shows it: the signed-in user's avatar, or the guest's call to act (a button). */
  look?: 'avatar' | 'button';
}

export interface AccountLinks {
  links: AccountLink[];
  /** Ends the session and goes home; only when someone is signed in. */
  logout?: () => void;
}

/**
 * The account entries (docs/product.md §2): Login and Register for a guest; Feed, Diary, Lists, Profile,
 * Admin Dashboard for an admin, and Logout once signed in. One list, shown by the bar on desktops and by the menu below that.
 */
export function useAccountLinks(): AccountLinks {
  const navigate = useNavigate();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const endSession = useSetAtom(logoutAtom);

  if (!isAuthenticated) {
    return {
      links: [
        { to: pageHref('login'), label: 'Login' },
        { to: pageHref('register'), label: 'Register', look: 'button' },
      ],
    };
  }
  return {
    links: [
      { to: pageHref('feed'), label: 'Feed' },
      { to: pageHref('diary'), label: 'Diary' },
      { to: pageHref('lists'), label: 'Lists' },
      { to: pageHref('profile'), label: 'Profile', look: 'avatar' },
      ...(isAdmin ? [{ to: pageHref('admin'), label: 'Admin Dashboard' }] : []),
    ],
    logout: () => {
      endSession();
      navigate(pageHref('home'));
    },
  };
}
