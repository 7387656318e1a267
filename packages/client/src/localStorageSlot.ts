import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';

export interface Codec<Value> {
  parse(raw: string): Value | null;
  stringify(value: Value): string;
}

/**
 * A local storage slot holding a value or nothing: null removes the key instead of storing "null", and
 * changes made in another tab (login, logout, a watchlist change) reach this one through the `storage` event.
 */
export function localStorageSlot<Value>(codec: Codec<Value>): SyncStorage<Value | null> {
  return {
    getItem(key) {
      // On the server (the first screen's render) there is no storage: nobody is signed in there.
      if (typeof localStorage === 'undefined') return null;
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

/** A codec for JSON values, checked by `accepts`: anything unreadable or of the wrong shape reads as nothing. */
export function jsonCodec<Value>(accepts: (value: unknown) => value is Value): Codec<Value> {
  return {
    parse(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return accepts(value) ? value : null;
      } catch {
        return null;
      }
    },
    stringify: (value) => JSON.stringify(value),
  };
}
