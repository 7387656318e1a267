import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType } from 'react';
import { headingLoader, renderInShell } from '../../testing/render';
import { RemotePage } from '../RemotePage';
import { type RemoteLoader } from '../remoteModules';

function Page() {
  return <h1>Genres from the remote</h1>;
}

/** A loader whose first `failures` calls reject, like a remote that is down and then comes back. */
function flakyLoader(failures: number) {
  const calls: string[] = [];
  const load = (async (id: string) => {
    calls.push(id);
    if (calls.length <= failures) throw new Error('ScriptNetworkError: remoteEntry.js unreachable');
    return { default: Page as ComponentType };
  }) as RemoteLoader;
  return { load, calls };
}

// React logs the errors the boundary catches; they are the point of these tests.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows a spinner while the remote loads, then the page', async () => {
  renderInShell(<RemotePage id="mfe_browse/GenresPage" label="Genres" />, { load: flakyLoader(0).load });

  expect(screen.getByRole('status')).toHaveTextContent('Loading Genres…');
  expect(await screen.findByRole('heading', { name: 'Genres from the remote' })).toBeInTheDocument();
});

test('a remote that fails to load shows a contained fallback, and Retry loads it again', async () => {
  const user = userEvent.setup();
  const { load, calls } = flakyLoader(1);
  renderInShell(<RemotePage id="mfe_browse/GenresPage" label="Genres" />, { load });

  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveTextContent("Genres couldn't load");
  expect(fallback).toHaveTextContent('mfe_browse');

  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Genres from the remote' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  expect(calls).toEqual(['mfe_browse/GenresPage', 'mfe_browse/GenresPage']);
});

test('a remote page that throws while rendering is contained too', async () => {
  const load = (async () => ({
    default: function Broken(): never {
      throw new Error('render failed');
    },
  })) as RemoteLoader;
  renderInShell(<RemotePage id="mfe_admin/AdminPage" label="Admin Dashboard" />, { load });

  expect(await screen.findByTestId('remote-fallback')).toHaveTextContent("Admin Dashboard couldn't load");
});

test('ids are checked against what the remotes expose', () => {
  renderInShell(<RemotePage id="mfe_movie/CastPage" label="Cast & Crew" />, { load: headingLoader });
  // @ts-expect-error: mfe_movie exposes no CrewPage, so this does not compile.
  void (<RemotePage id="mfe_movie/CrewPage" label="Crew" />);
});
