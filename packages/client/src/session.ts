import type { SessionUser } from '@marquee/contracts';
import { atom } from 'jotai';
import { RESET, atomWithStorage } from 'jotai/utils';
import { jsonCodec, localStorageSlot } from './localStorageSlot';
import { storageKeys } from './storage';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, role } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && (role === 'user' || role === 'admin');
}

// The token is stored as the bare string (not JSON) so every reader of local storage sees the same value.
const tokenSlot = localStorageSlot<string>({ parse: (raw) => raw, stringify: (token) => token });

const userSlot = localStorageSlot(jsonCodec(isSessionUser));

// getOnInit: read storage when the atom is created, so a signed-in visitor's first render is already signed in.
export const tokenAtom = atomWithStorage<string | null>(storageKeys.token, null, tokenSlot, {
  getOnInit: true,
});
export const userAtom = atomWithStorage<SessionUser | null>(storageKeys.user, null, userSlot, {
  getOnInit: true,
});

export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null);
export const isAdminAtom = atom((get) => get(isAuthenticatedAtom) && get(userAtom)?.role === 'admin');

/** Ends the session: forgets the token and the user, in the store and in local storage. */
export const logoutAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});

/** The term of the last search, set by the navigation bar's search box. */
export const searchTermAtom = atom('');
