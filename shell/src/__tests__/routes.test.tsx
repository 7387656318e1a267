import { pageExample, pageHref, pageIdOf, pageNames } from '@marquee/contracts/pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { type RemoteLoader } from '../remotes/remoteModules';
import { headingLoader, renderInShell } from '../testing/render';

// jsdom does not implement scrolling; ScrollToTop calls it on every route.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test.each(pageNames.map((name) => [pageExample(name), pageIdOf(name)]))(
  '%s is served by %s',
  async (route, id) => {
    renderInShell(<App />, { route });
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: id })).toBeInTheDocument();
  },
);

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
  renderInShell(<App />, { route: pageHref('movie', { id: 42 }), load });

  expect(await screen.findByTestId('remote-fallback')).toHaveTextContent("Movie details couldn't load");
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Genres' }),
  );
  expect(await screen.findByRole('heading', { name: 'mfe_browse/GenresPage' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
});
