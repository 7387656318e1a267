import { searchTermAtom, tokenAtom, userAtom } from '@marquee/client';
import { type SessionUser } from '@marquee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { member } from '../../../testing/member';
import { currentLocation, renderInShell } from '../../../testing/render';
import { NavBar } from '../NavBar';

function signedIn(user: SessionUser) {
  const store = createStore();
  store.set(tokenAtom, 'token-1');
  store.set(userAtom, user);
  return store;
}

async function openMenu(user: UserEvent) {
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

/** The links inside `container`, as { text: href }. */
function linkTargets(container: HTMLElement) {
  return Object.fromEntries(
    within(container)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

const mainLinks = {
  Home: '/',
  Genres: '/genres',
  'Top Rated': '/top-rated',
  Watchlist: '/watchlist',
  Calendar: '/calendar',
  'AI Features': '/ai-features',
};

beforeEach(() => localStorage.clear());

test('a guest gets the main links, Login and Register', async () => {
  const user = userEvent.setup();
  renderInShell(<NavBar />);

  expect(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/');
  expect(linkTargets(mainNav())).toEqual(mainLinks);
  expect(linkTargets(accountNav())).toEqual({ Login: '/login', Register: '/register' });
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

  expect(linkTargets(await openMenu(user))).toEqual({ ...mainLinks, Login: '/login', Register: '/register' });
});

test('a signed-in user gets Feed, Diary, Lists, Profile and Logout, and no Admin Dashboard', async () => {
  const user = userEvent.setup();
  renderInShell(<NavBar />, { store: signedIn(member) });

  expect(within(accountNav()).getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed');
  expect(within(accountNav()).getByRole('link', { name: 'Diary' })).toHaveAttribute('href', '/diary');
  expect(within(accountNav()).getByRole('link', { name: 'Lists' })).toHaveAttribute('href', '/lists');
  expect(within(accountNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(within(accountNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(accountNav()).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  expect(within(accountNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

  const menu = await openMenu(user);
  expect(linkTargets(menu)).toEqual({
    ...mainLinks,
    Feed: '/feed',
    Diary: '/diary',
    Lists: '/lists',
    Profile: '/profile',
  });
  expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test('an admin also gets Admin Dashboard', async () => {
  const user = userEvent.setup();
  renderInShell(<NavBar />, { store: signedIn({ ...member, role: 'admin' }) });

  expect(within(accountNav()).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin',
  );
  expect(linkTargets(await openMenu(user))).toEqual({
    ...mainLinks,
    Feed: '/feed',
    Diary: '/diary',
    Lists: '/lists',
    Profile: '/profile',
    'Admin Dashboard': '/admin',
  });
});

test('Logout ends the session and goes home', async () => {
  const user = userEvent.setup();
  const { store } = renderInShell(<NavBar />, { route: '/profile', store: signedIn(member) });

  await user.click(within(accountNav()).getByRole('button', { name: 'Logout' }));

  expect(currentLocation()).toBe('/');
  expect(store.get(tokenAtom)).toBeNull();
  expect(store.get(userAtom)).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(linkTargets(accountNav())).toEqual({ Login: '/login', Register: '/register' });
});

test('the search box sets the search term and opens the search page', async () => {
  const user = userEvent.setup();
  const { store } = renderInShell(<NavBar />, { route: '/genres' });

  const search = within(screen.getByRole('search'));
  await user.type(search.getByRole('searchbox', { name: 'Search movies' }), '  blade runner ');
  await user.click(search.getByRole('button', { name: 'Search' }));

  expect(currentLocation()).toBe('/search?q=blade+runner');
  expect(store.get(searchTermAtom)).toBe('blade runner');
});

test('a blank search is ignored', async () => {
  const user = userEvent.setup();
  const { store } = renderInShell(<NavBar />, { route: '/genres' });

  await user.type(screen.getByRole('searchbox', { name: 'Search movies' }), '   {Enter}');

  expect(currentLocation()).toBe('/genres');
  expect(store.get(searchTermAtom)).toBe('');
});

test('the menu button toggles the menu; Escape and navigation close it', async () => {
  const user = userEvent.setup();
  renderInShell(<NavBar />);
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await openMenu(user);
  await user.keyboard('{Escape}');
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton).toHaveFocus();

  const menu = within(await openMenu(user));
  expect(menu.getByRole('searchbox', { name: 'Search movies' })).toBeInTheDocument();
  await user.click(menu.getByRole('link', { name: 'AI Features' }));
  expect(currentLocation()).toBe('/ai-features');
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('a press outside the open menu closes it; a press inside does not', async () => {
  const user = userEvent.setup();
  renderInShell(
    <>
      <NavBar />
      <p>Page text</p>
    </>,
  );
  const menuButton = screen.getByRole('button', { name: 'Menu' });

  const menu = await openMenu(user);
  await user.click(within(menu).getByRole('searchbox', { name: 'Search movies' }));
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByText('Page text'));
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
});

test('the open menu’s lists hold only list items (axe `list`)', async () => {
  const user = userEvent.setup();
  renderInShell(<NavBar />, { store: signedIn(member) });
  const menu = await openMenu(user);
  const lists = [...menu.querySelectorAll('ul, ol')];
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    for (const child of list.children) {
      expect(child.tagName).toBe('LI');
      expect(child).not.toHaveAttribute('role');
    }
  }
});
