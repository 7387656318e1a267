import { type SessionUser } from '@marquee/contracts';
import { createStore } from 'jotai';
import type * as SessionModule from '../session';
import { storageKeys } from '../storage';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  isGoogleUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// The atoms read local storage when they are created, so each test loads a fresh copy of the module.
async function loadSession(): Promise<typeof SessionModule> {
  let session!: typeof SessionModule;
  await jest.isolateModulesAsync(async () => {
    session = await import('../session');
  });
  return session;
}

beforeEach(() => localStorage.clear());

test('a stored session is there from the first read', async () => {
  localStorage.setItem(storageKeys.token, 'tok');
  localStorage.setItem(storageKeys.user, JSON.stringify(ada));
  const { tokenAtom, userAtom, isAuthenticatedAtom, isAdminAtom } = await loadSession();
  const store = createStore();

  expect(store.get(tokenAtom)).toBe('tok');
  expect(store.get(userAtom)).toEqual(ada);
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(store.get(isAdminAtom)).toBe(true);
});

test('signing in persists the token bare and the user as JSON', async () => {
  const { tokenAtom, userAtom, isAuthenticatedAtom, isAdminAtom } = await loadSession();
  const store = createStore();
  expect(store.get(isAuthenticatedAtom)).toBe(false);

  store.set(tokenAtom, 'tok');
  store.set(userAtom, { ...ada, role: 'user' });

  expect(localStorage.getItem(storageKeys.token)).toBe('tok');
  expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ id: 'u1', role: 'user' });
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(store.get(isAdminAtom)).toBe(false);
});

test('logout clears the session from the store and from storage', async () => {
  localStorage.setItem(storageKeys.token, 'tok');
  localStorage.setItem(storageKeys.user, JSON.stringify(ada));
  const { tokenAtom, userAtom, logoutAtom, isAuthenticatedAtom } = await loadSession();
  const store = createStore();

  store.set(logoutAtom);

  expect(store.get(tokenAtom)).toBeNull();
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(localStorage.getItem(storageKeys.token)).toBeNull();
  expect(localStorage.getItem(storageKeys.user)).toBeNull();
});

test('an unreadable stored user counts as signed out', async () => {
  localStorage.setItem(storageKeys.token, 'tok');
  localStorage.setItem(storageKeys.user, '{not json');
  const { userAtom, isAuthenticatedAtom } = await loadSession();
  const store = createStore();

  expect(store.get(userAtom)).toBeNull();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
});

test('a sign-out in another tab reaches this one', async () => {
  localStorage.setItem(storageKeys.token, 'tok');
  const { tokenAtom } = await loadSession();
  const store = createStore();
  const unsubscribe = store.sub(tokenAtom, () => {});

  localStorage.removeItem(storageKeys.token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKeys.token, newValue: null, storageArea: localStorage }),
  );

  expect(store.get(tokenAtom)).toBeNull();
  unsubscribe();
});
