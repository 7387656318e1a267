import { RemoteWidgetLoaderProvider, type RemoteWidgetLoader } from '@marquee/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveAtApi } from '@marquee/testing/localApi';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { createServer } from 'node:http';
import { startTmdbReplay } from '../../testing/tmdbReplay';
import MovieDetailPage from '../MovieDetailPage';

let replay: Awaited<ReturnType<typeof startTmdbReplay>>;

beforeAll(async () => {
  replay = await startTmdbReplay();
});
afterAll(() => replay.close());
beforeEach(() => localStorage.clear());

const renderFilm = (id: number | string) => renderPage('/movie/:id', <MovieDetailPage />, `/movie/${id}`);

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

test('a film shows its details and every section, from one request for the film', async () => {
  const before = replay.calls('/movie/550').length;
  renderFilm(550);
  expect(screen.getByRole('status')).toHaveTextContent('Loading movie details...');

  expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
  // The poster is named by the film's title and year; the backdrop behind it is decoration.
  expect(await screen.findByRole('img', { name: 'Fight Club (1999) poster' })).toBeInTheDocument();
  expect(screen.getByText('Mischief. Mayhem. Soap.')).toBeInTheDocument();
  expect(screen.getByText('2h 19m')).toBeInTheDocument();
  expect(screen.getByText('1999')).toBeInTheDocument();
  expect(screen.getByText('27,917 votes')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Genres' })).getByText('Drama')).toBeInTheDocument();

  const figures = screen.getByLabelText('Key figures');
  expect(within(figures).getByText('English')).toBeInTheDocument();
  expect(within(figures).getByText('$63,000,000')).toBeInTheDocument();
  expect(within(figures).getByText('$100,853,753')).toBeInTheDocument();

  // The sections below the hero render in the browser's next quiet moment.
  const facts = await screen.findByRole('region', { name: 'Fun Facts' });
  expect(within(facts).getByText('Made $37.9M in profit, a 60% return on its budget.')).toBeInTheDocument();
  expect(within(facts).getByText('Rated by more than 27K viewers.')).toBeInTheDocument();
  expect(within(facts).getByText('A cast of 76 credited actors.')).toBeInTheDocument();
  expect(within(facts).getByText('A co-production of 5 companies.')).toBeInTheDocument();
  const keywords = within(facts).getByRole('list', { name: 'Keywords' });
  expect(within(keywords).getAllByRole('listitem')).toHaveLength(11);
  expect(within(keywords).getByText('+4 more')).toBeInTheDocument();

  const watch = section('Watch Now');
  expect(within(watch).getByRole('link', { name: /Peacock Premium/ })).toHaveAttribute(
    'href',
    'https://www.peacocktv.com',
  );
  expect(within(watch).getByRole('link', { name: 'JustWatch' })).toBeInTheDocument();

  const media = section('Photos & Videos');
  expect(within(within(media).getByRole('list', { name: 'Photos' })).getAllByRole('button')).toHaveLength(10);
  expect(within(media).getByRole('link', { name: /View All Photos/ })).toHaveAttribute(
    'href',
    '/movie/550/photos',
  );
  expect(within(within(media).getByRole('list', { name: 'Videos' })).getAllByRole('button')).toHaveLength(3);
  expect(within(media).queryByRole('link', { name: /View All Videos/ })).not.toBeInTheDocument();

  const cast = section('Cast');
  expect(within(cast).getAllByRole('listitem')).toHaveLength(6);
  expect(within(cast).getByText('Edward Norton')).toBeInTheDocument();
  expect(within(cast).getByRole('link', { name: /View Full Cast/ })).toHaveAttribute(
    'href',
    '/movie/550/cast',
  );

  expect(
    within(section('Official Trailer')).getByRole('button', { name: /Play trailer/ }),
  ).toBeInTheDocument();
  expect(within(section('Production Companies')).getAllByRole('listitem')).toHaveLength(5);

  await waitFor(() => expect(headings()).toContain('Trending This Week'));
  await waitFor(() => expect(headings()).toContain('More Drama Movies'));
  for (const row of ['You Might Also Like', 'Similar Movies']) {
    expect(within(screen.getByRole('list', { name: row })).getAllByRole('listitem')).toHaveLength(6);
  }
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Trending This Week' })).getAllByRole('listitem'),
    ).toHaveLength(8),
  );
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'More Drama Movies' })).getAllByRole('listitem'),
    ).toHaveLength(6),
  );

  const filmCalls = replay.calls('/movie/550').slice(before);
  expect(filmCalls).toHaveLength(1);
  expect(filmCalls[0]!.searchParams.get('append_to_response')!.split(',').sort()).toEqual([
    'credits',
    'external_ids',
    'images',
    'keywords',
    'recommendations',
    'reviews',
    'similar',
    'videos',
    'watch/providers',
  ]);
  expect(replay.calls('/discover/movie').at(-1)!.searchParams.get('with_genres')).toBe('18');
});

test('sections without data are hidden, with no empty headings', async () => {
  renderFilm(10140);
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'The Chronicles of Narnia: The Voyage of the Dawn Treader',
    }),
  ).toBeInTheDocument();
  const facts = await screen.findByRole('region', { name: 'Fun Facts' });
  expect(within(facts).queryByRole('list', { name: 'Keywords' })).not.toBeInTheDocument();
  expect(headings()).not.toContain('You Might Also Like');
  expect(headings()).not.toContain('Similar Movies');
  // 2 backdrops + 14 posters: ten shown, so View All Photos; but 40 cast members, all of them? no: 6.
  expect(within(section('Cast')).getAllByRole('listitem')).toHaveLength(6);
  expect(within(section('Watch Now')).getByRole('link', { name: /Disney Plus/ })).toHaveAttribute(
    'href',
    'https://www.disneyplus.com',
  );
  for (const heading of screen.getAllByRole('heading', { level: 2 })) {
    expect(heading.closest('section')!.children.length).toBeGreaterThan(1);
  }
});

test('an unknown film says so instead of loading for ever', async () => {
  renderFilm(999999);
  expect(await screen.findByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
});

test('the old id of a merged film moves to the film’s own URL, showing the film all along', async () => {
  // The API answers a merged film's old id with a 301 to the film it was merged into.
  const merged = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/tmdb/movie/4242')) {
      response.writeHead(301, { Location: url.replace('/movie/4242', '/movie/550') }).end();
      return;
    }
    void fetch(url).then(async (answer) => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
    });
  });
  const served = await serveAtApi(merged, '/api/tmdb/movie/4242');
  try {
    renderFilm(4242);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/movie/550'));
    // The answer under the old id is the film's: its own URL shows it at once, without a spinner.
    expect(screen.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
    expect(screen.queryByText('Loading movie details...')).not.toBeInTheDocument();
  } finally {
    await served.close();
  }
});

test('a failed load offers a retry that loads the film', async () => {
  replay.network.down = true;
  renderFilm(550);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load movie');
  replay.network.down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
});

test('a guest opening a sub-page goes to sign in, with the sub-page saved to return to', async () => {
  renderFilm(550);
  await userEvent.click(await screen.findByRole('link', { name: /View Full Cast/ }));
  expect(currentLocation()).toBe('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/movie/550/cast');
});

test('the share dialog links each service in a new tab with the page URL and title', async () => {
  renderFilm(550);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = screen.getByRole('dialog', { name: 'Share Fight Club' });
  const url = encodeURIComponent(window.location.href);
  for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'Reddit', 'Telegram']) {
    const link = within(dialog).getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toContain(url);
  }
  expect(within(dialog).getByRole('link', { name: 'Reddit' }).getAttribute('href')).toContain(
    'title=Fight%20Club',
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a still opens in the lightbox, and a video plays embedded', async () => {
  renderFilm(550);
  await userEvent.click(await screen.findByRole('button', { name: 'Open photo 2 of 10' }));
  const lightbox = screen.getByRole('dialog');
  expect(within(lightbox).getByText('2 / 10')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(lightbox).getByText('3 / 10')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(screen.getByRole('button', { name: /Play video: 20th Anniversary Trailer/ }));
  const player = screen.getByRole('dialog').querySelector('iframe')!;
  expect(player.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('the AI chat is fetched only once the pointer reaches Ask AI, and opens on the click', async () => {
  const requested: string[] = [];
  // Each widget as a marker element; the chat shows whether it is open.
  const load: RemoteWidgetLoader = async (id) => {
    requested.push(id);
    const Widget = (props: { open?: boolean }) => (
      <div data-testid={id}>{props.open === undefined ? null : String(props.open)}</div>
    );
    return { default: Widget } as never;
  };
  renderPage(
    '/movie/:id',
    <RemoteWidgetLoaderProvider value={load}>
      <MovieDetailPage />
    </RemoteWidgetLoaderProvider>,
    '/movie/550',
  );
  const askAi = await screen.findByRole('button', { name: 'Ask AI' });
  // The page's other widgets have loaded by now (the hero's watchlist button among them).
  await waitFor(() => expect(requested).toContain('mfe_account/WatchlistButton'));
  expect(requested).not.toContain('mfe_ai/ChatModal');

  await userEvent.hover(askAi);
  expect(await screen.findByTestId('mfe_ai/ChatModal')).toHaveTextContent('false');
  await userEvent.click(askAi);
  expect(screen.getByTestId('mfe_ai/ChatModal')).toHaveTextContent('true');
});

test('the hero names the director and the writers', async () => {
  renderFilm(550);
  const list = await screen.findByLabelText('Filmmakers');
  expect(list).toHaveTextContent(/^DirectorDavid Fincher/);
  expect(list).toHaveTextContent(/Writers.*Jim Uhls/);
  expect(list).toHaveTextContent(/Chuck Palahniuk/);
});
