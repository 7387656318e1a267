import { render, screen, waitFor } from '@testing-library/react';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { RemoteWidgetLoaderProvider } from '../remotes/RemoteWidgetLoaderContext';
import { type RemoteWidgetLoader, type WatchlistMovie } from '../remotes/remoteWidgetTypes';

const movie: WatchlistMovie = {
  id: 348,
  title: 'Alien',
  poster_path: null,
  overview: '',
  vote_average: 8.2,
  release_date: '1979-05-25',
};

const loaderOf = (module: Promise<unknown>) => (() => module) as unknown as RemoteWidgetLoader;

test('renders the widget the loader gives, with its props', async () => {
  const load = loaderOf(
    Promise.resolve({
      default: ({ movie: shown }: { movie: WatchlistMovie }) => (
        <button type="button">Add {shown.title}</button>
      ),
    }),
  );
  render(
    <RemoteWidgetLoaderProvider value={load}>
      <RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />
    </RemoteWidgetLoaderProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Add Alien' })).toBeInTheDocument();
});

test('renders nothing without a loader (a standalone remote)', () => {
  const { container } = render(<RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />);
  expect(container).toBeEmptyDOMElement();
});

test('a widget that cannot load or throws leaves its host standing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const Throwing = () => {
    throw new Error('broken widget');
  };
  render(
    <>
      <p>Card</p>
      <RemoteWidgetLoaderProvider value={loaderOf(Promise.reject(new Error('remote down')))}>
        <RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />
      </RemoteWidgetLoaderProvider>
      <RemoteWidgetLoaderProvider value={loaderOf(Promise.resolve({ default: Throwing }))}>
        <RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />
      </RemoteWidgetLoaderProvider>
    </>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  expect(warn).toHaveBeenCalledWith(expect.any(String), 'remote down');
  expect(warn).toHaveBeenCalledWith(expect.any(String), 'broken widget');
  expect(document.body.textContent).toBe('Card');
  warn.mockRestore();
  error.mockRestore();
});
