import { createApiClient, marqueeStore, signInPageState, tokenAtom, userAtom } from '@marquee/client';
import { useLocation } from '@marquee/router';
import { act, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { App } from '../../App';
import { type RemoteId, type RemoteLoader } from '../../remotes/remoteModules';
import { currentLocation, headingLoader, renderInShell } from '../../testing/render';

/** The sign-in page stands in with what it is told: why the session ended. */
const loader = (async (id: RemoteId) =>
  id === 'mfe_account/LoginPage'
    ? {
        default: function LoginStub() {
          const { sessionEndedBecause } = signInPageState(useLocation().state);
          return (
            <>
              <h1>{id}</h1>
              <p>{sessionEndedBecause}</p>
            </>
          );
        },
      }
    : headingLoader(id)) as RemoteLoader;

// jsdom does not implement scrolling; ScrollToTop calls it on every route.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

// A real server whose every answer is 401 (an expired session), as the API gives it.
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Session expired' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a 401 ends the session and sends the visitor to /login, saying why', async () => {
  marqueeStore.set(tokenAtom, 'expired-token');
  marqueeStore.set(userAtom, {
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role: 'user',
    isGoogleUser: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  renderInShell(<App />, { route: '/profile', store: marqueeStore, load: loader });
  expect(await screen.findByRole('heading', { name: 'mfe_account/ProfilePage' })).toBeInTheDocument();

  // The session ends and the router navigates as a consequence of the response: let React apply it.
  const failure = await act(() =>
    createApiClient({ baseUrl })
      .get('/users/u1')
      .catch((error: unknown) => error),
  );

  expect(failure).toMatchObject({ status: 401, message: 'Session expired' });
  expect(currentLocation()).toBe('/login');
  expect(await screen.findByRole('heading', { name: 'mfe_account/LoginPage' })).toBeInTheDocument();
  expect(screen.getByText('Session expired')).toBeInTheDocument();
  expect(marqueeStore.get(tokenAtom)).toBeNull();
  expect(marqueeStore.get(userAtom)).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});
