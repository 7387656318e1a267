import { logoutAtom, marqueeStore, saveSession, userAtom } from '@marquee/client';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { type ReactNode } from 'react';
import { useAccountTimeZone } from '../useAccountTimeZone';

let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(({ method, path, body }) =>
    method === 'PUT' && path === '/api/users/u1/time-zone' ? { status: 200, body } : { status: 404 },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
});

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={marqueeStore}>{children}</Provider>
);
const signIn = (timeZone?: string) =>
  act(() =>
    saveSession({
      token: 'tok',
      user: {
        id: 'u1',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'user',
        isGoogleUser: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        ...(timeZone && { timeZone }),
      },
    }),
  );

test('at sign-in, a stored zone other than the browser’s is replaced by it, once', async () => {
  renderHook(useAccountTimeZone, { wrapper });
  expect(api.requests).toHaveLength(0);
  signIn('Pacific/Chatham');
  await waitFor(() => expect(marqueeStore.get(userAtom)?.timeZone).toBe(browserZone));
  expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'PUT', path: '/api/users/u1/time-zone', body: { timeZone: browserZone } },
  ]);
});

test('nothing is sent when the stored zone is the browser’s', async () => {
  renderHook(useAccountTimeZone, { wrapper });
  signIn(browserZone);
  // Another account state after it does send: had the first sent anything, it would be there first.
  signIn('Pacific/Chatham');
  await waitFor(() => expect(marqueeStore.get(userAtom)?.timeZone).toBe(browserZone));
  expect(api.requests).toHaveLength(1);
});
