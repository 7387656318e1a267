import { tokenAtom, userAtom } from '@marquee/client';
import type { SessionUser } from '@marquee/contracts';
import { createStore } from 'jotai';
import type { ReviewsServerUser } from './reviewsServer';

/** A fresh app store with `viewer` signed in (its token also lands in local storage, where calls read it). */
export function storeSignedInAs(viewer: ReviewsServerUser, role: SessionUser['role'] = 'user') {
  const store = createStore();
  store.set(tokenAtom, viewer.token);
  store.set(userAtom, {
    id: viewer.id,
    name: viewer.name,
    email: `${viewer.name.toLowerCase()}@example.com`,
    role,
    isGoogleUser: false,
    createdAt: '2024-01-01T00:00:00.000Z',
  });
  return store;
}

/** A fresh app store for a guest, with no session left in local storage by an earlier test. */
export function guestStore() {
  localStorage.clear();
  return createStore();
}
