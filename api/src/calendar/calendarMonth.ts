import { type CalendarRelease, type MovieSummary } from '@marquee/contracts';
import { type Knex } from 'knex';
import { bodyOf, type MovieDataProvider } from '../movies/movieDataProvider';
import { listReminders } from './reminders';

/** What the calendar page asks for; the two "only my" filters need a signed-in user. */
export interface CalendarFilters {
  month?: string;
  region?: string;
  genres?: number[];
  watchlist?: boolean;
  reminders?: boolean;
}

/** Discover pages read per month, most popular first: a month of TMDB has hundreds of obscure releases. */
const DISCOVER_PAGES = 3;
/** Pages of the upcoming list read: it is short, and carries the region's own upcoming films. */
const UPCOMING_PAGES = 2;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day releases count as upcoming from. With TMDB, today (UTC). The local catalog is a snapshot whose
 * lists count from its own "today"; its upcoming list starts at `dates.minimum`, so the calendar and
 * "Remind me" start there too and the catalog's newest releases can be tried out.
 */
export async function upcomingFrom(movies: MovieDataProvider, now = new Date()): Promise<string> {
  if (movies.kind === 'tmdb') return utcDay(now);
  const page = bodyOf(await movies.upcoming({ page: 1 })) as { dates?: { minimum?: string } };
  return page.dates?.minimum || utcDay(now);
}

/** The first and last day of a YYYY-MM month. */
function monthSpan(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: utcDay(new Date(Date.UTC(year, monthNumber, 0))) };
}

const toRelease = (film: MovieSummary): CalendarRelease => ({
  id: film.id,
  title: film.title,
  release_date: film.release_date,
  poster_path: film.poster_path,
  overview: film.overview,
  vote_average: film.vote_average,
  genre_ids: film.genre_ids,
});

/** The month's films from discover (by release date) and the upcoming list, each film once. */
async function monthFilms(
  movies: MovieDataProvider,
  { first, last }: { first: string; last: string },
  { region, genres = [] }: CalendarFilters,
): Promise<MovieSummary[]> {
  const films = new Map<number, MovieSummary>();
  const locale = region ? { region } : {};
  for (let page = 1; page <= DISCOVER_PAGES; page += 1) {
    const answer = bodyOf(
      await movies.discover({
        ...locale,
        page,
        sort_by: 'popularity.desc',
        'primary_release_date.gte': first,
        'primary_release_date.lte': last,
        ...(genres.length > 0 && { with_genres: genres }),
        include_adult: false,
        include_video: false,
      }),
    );
    for (const film of answer.results) films.set(film.id, film);
    if (page >= answer.total_pages) break;
  }
  for (let page = 1; page <= UPCOMING_PAGES; page += 1) {
    const answer = bodyOf(await movies.upcoming({ ...locale, page }));
    for (const film of answer.results) {
      const inMonth = film.release_date >= first && film.release_date <= last;
      if (inMonth && genres.every((genre) => film.genre_ids.includes(genre))) films.set(film.id, film);
    }
    if (page >= answer.total_pages) break;
  }
  return [...films.values()].filter((film) => film.release_date !== '');
}

/**
 * A month of releases for the calendar page (docs/product.md §2 Release calendar), by day then title.
 * The user's reminders of that month are added when the movie data's pages did not bring them (a
 * reminder is for a film the user cares about, popular or not); they carry no genres, so a genre filter
 * leaves them out.
 */
export async function monthReleases(
  db: Knex,
  movies: MovieDataProvider,
  userId: string | undefined,
  filters: CalendarFilters,
): Promise<{ month: string; today: string; releases: CalendarRelease[] }> {
  const today = await upcomingFrom(movies);
  const month = filters.month ?? today.slice(0, 7);
  const span = monthSpan(month);
  const releases = (await monthFilms(movies, span, filters)).map(toRelease);
  const reminders = userId ? await listReminders(db, userId, { from: span.first, to: span.last }) : [];
  if (!filters.genres?.length) {
    const shown = new Set(releases.map((release) => release.id));
    for (const reminder of reminders.filter((item) => !shown.has(Number(item.movieId)))) {
      releases.push({
        id: Number(reminder.movieId),
        title: reminder.title,
        release_date: reminder.releaseDate,
        poster_path: reminder.posterPath,
        overview: '',
        vote_average: 0,
        genre_ids: [],
      });
    }
  }
  let kept = releases;
  if (userId && filters.reminders) {
    const reminded = new Set(reminders.map((reminder) => Number(reminder.movieId)));
    kept = kept.filter((release) => reminded.has(release.id));
  }
  if (userId && filters.watchlist) {
    const listed = new Set(
      await db('watchlist_items')
        .where({ user_id: userId })
        .whereIn(
          'movie_id',
          kept.map((release) => release.id),
        )
        .pluck('movie_id'),
    );
    kept = kept.filter((release) => listed.has(release.id));
  }
  kept.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.title.localeCompare(b.title));
  return { month, today, releases: kept };
}
