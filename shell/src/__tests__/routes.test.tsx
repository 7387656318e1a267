import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { type RemoteLoader } from '../remotes/remoteModules';
import { headingLoader, renderInShell } from '../testing/render';

// jsdom does not implement scrolling; ScrollToTop calls it on every route.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test.each([
  ['/', 'mfe_browse/HomePage'],
  ['/category/popular', 'mfe_browse/CategoryPage'],
  ['/top-rated', 'mfe_browse/TopRatedPage'],
  ['/genres', 'mfe_browse/GenresPage'],
  ['/search?q=alien', 'mfe_browse/SearchPage'],
  ['/movie/42', 'mfe_movie/MovieDetailPage'],
  ['/movie/42/cast', 'mfe_movie/CastPage'],
  ['/movie/42/photos', 'mfe_movie/PhotosPage'],
  ['/movie/42/videos', 'mfe_movie/VideosPage'],
  ['/movie/42/reviews', 'mfe_movie/ReviewsPage'],
  ['/watchlist', 'mfe_account/WatchlistPage'],
  ['/login', 'mfe_account/LoginPage'],
  ['/register', 'mfe_account/RegisterPage'],
  ['/profile', 'mfe_account/ProfilePage'],
  ['/email-verified?success=true', 'mfe_account/EmailVerifiedPage'],
  ['/resend-verification', 'mfe_account/ResendVerificationPage'],
  ['/forgot-password', 'mfe_account/ForgotPasswordPage'],
  ['/reset-password?token=abc', 'mfe_account/ResetPasswordPage'],
  ['/admin', 'mfe_admin/AdminPage'],
  ['/admin/setup?token=abc', 'mfe_admin/SetupPage'],
  ['/ai-features', 'mfe_ai/AiFeaturesPage'],
])('%s is served by %s', async (route, id) => {
  renderInShell(<App />, { route });
  expect(await within(screen.getByRole('main')).findByRole('heading', { name: id })).toBeInTheDocument();
});

test('an unknown path shows the shell’s not-found page', () => {
  renderInShell(<App />, { route: '/no/such/page' });
  expect(
    within(screen.getByRole('main')).getByRole('heading', { name: 'Page not found' }),
  ).toBeInTheDocument();
});

test('a remote that is down breaks only its own routes', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const load = ((id: string) =>
    id.startsWith('mfe_movie/')
      ? Promise.reject(new Error('mfe_movie is down'))
      : headingLoader(id as never)) as RemoteLoader;
  renderInShell(<App />, { route: '/movie/42', load });

  expect(await screen.findByTestId('remote-fallback')).toHaveTextContent("Movie details couldn't load");
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Genres' }),
  );
  expect(await screen.findByRole('heading', { name: 'mfe_browse/GenresPage' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
});
