import type { SessionUser } from '@marquee/contracts';
import { atom } from 'jotai';
import { RESET, atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { storageKeys } from './storage';

interface Codec<Value> {
  parse(raw: string): Value | null;
  stringify(value: Value): string;
}

/**
 * A local storage slot holding a value or nothing: null removes the key instead of storing "null", and
 * changes made in another tab (login, logout) reach this one through the `storage` event.
 */
function localStorageSlot<Value>(codec: Codec<Value>): SyncStorage<Value | null> {
  return {
    getItem(key) {
      const raw = localStorage.getItem(key);
      return raw === null ? null : codec.parse(raw);
    },
    setItem(key, value) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, codec.stringify(value));
    },
    removeItem(key) {
      localStorage.removeItem(key);
    },
    subscribe(key, callback) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === localStorage && event.key === key) {
          callback(event.newValue === null ? null : codec.parse(event.newValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, role } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && (role === 'user' || role === 'admin');
}

// The token is stored as the bare string (not JSON) so every reader of local storage sees the same value.
const tokenSlot = localStorageSlot<string>({ parse: (raw) => raw, stringify: (token) => token });

const userSlot = localStorageSlot<SessionUser>({
  parse(raw) {
    try {
      const value: unknown = JSON.parse(raw);
      return isSessionUser(value) ? value : null;
    } catch {
      return null;
    }
  },
  stringify: (user) => JSON.stringify(user),
});

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
