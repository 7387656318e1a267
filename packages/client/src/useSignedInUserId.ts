import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, userAtom } from './session';
import { marqueeStore } from './store';

// The session lives in the shared store, so this reads that store whatever Provider is around it.
const options = { store: marqueeStore };

/** The id of the signed-in user, or undefined for a guest: the part of user-specific cache keys. */
export function useSignedInUserId(): string | undefined {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom, options);
  const userId = useAtomValue(userAtom, options)?.id;
  return isAuthenticated ? userId : undefined;
}
