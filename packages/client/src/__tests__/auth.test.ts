import { type SessionUser } from '@marquee/contracts';
import { saveSession, takeReturnUrl, updateSessionUser } from '../auth';
import { isAuthenticatedAtom, logoutAtom, userAtom } from '../session';
import { storageKeys } from '../storage';
import { marqueeStore } from '../store';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'user',
  isGoogleUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

test('saving a session signs in every app and keeps it in local storage', () => {
  saveSession({ token: 'tok', user: ada });
  expect(marqueeStore.get(isAuthenticatedAtom)).toBe(true);
  expect(localStorage.getItem(storageKeys.token)).toBe('tok');
  updateSessionUser({ ...ada, name: 'Augusta' });
  expect(marqueeStore.get(userAtom)?.name).toBe('Augusta');
  expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').name).toBe('Augusta');
});

test('the return URL is used once, and only when it is a path of this site', () => {
  localStorage.setItem(storageKeys.returnUrl, '/movie/550/reviews');
  expect(takeReturnUrl()).toBe('/movie/550/reviews');
  expect(localStorage.getItem(storageKeys.returnUrl)).toBeNull();
  expect(takeReturnUrl()).toBe('/');
  for (const foreign of ['https://evil.example/', '//evil.example/path', 'javascript:alert(1)']) {
    localStorage.setItem(storageKeys.returnUrl, foreign);
    expect(takeReturnUrl()).toBe('/');
  }
});
