import type { CalendarRelease, Reminder } from '@marquee/contracts';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

const reminderPath = /^\/api\/reminders(?:\/([^/?]+))?$/;

/**
 * The calendar routes of the API kept in memory for one signed-in user: the catalog status (the day
 * releases count as upcoming from), the month of `releases`, reminders and the iCal address, answering
 * the contract's shapes. A reminder is refused, as the server does, for a film out before `upcomingFrom`.
 */
export function calendarBackend({ upcomingFrom = '2026-12-01', releases = [] as CalendarRelease[] } = {}) {
  let reminders: Reminder[] = [];
  let feedRenewals = 0;
  let feedActive = false;

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/api/catalog/status')
      return { status: 200, body: { provider: 'catalog', as_of: '2026-11-30', upcoming_from: upcomingFrom } };
    if (url.pathname === '/api/calendar') {
      const month = url.searchParams.get('month') ?? upcomingFrom.slice(0, 7);
      let shown = releases.filter((release) => release.release_date.startsWith(month));
      if (url.searchParams.get('reminders') === 'true')
        shown = shown.filter((release) => reminders.some((each) => each.movieId === String(release.id)));
      return { status: 200, body: { month, today: upcomingFrom, releases: shown } };
    }
    if (url.pathname === '/api/calendar/feed') {
      if (method === 'POST') {
        feedActive = true;
        feedRenewals += 1;
        return {
          status: 200,
          body: { url: `http://localhost/api/calendar/feeds/${'s'.repeat(42)}${feedRenewals}.ics` },
        };
      }
      if (method === 'DELETE') {
        feedActive = false;
        return { status: 204, body: undefined };
      }
      return { status: 200, body: { active: feedActive } };
    }
    const match = reminderPath.exec(url.pathname);
    if (!match) return null;
    const movieId = decodeURIComponent(match[1] ?? '');
    if (method === 'PUT') {
      const film = releases.find((release) => String(release.id) === movieId);
      if (!film) return { status: 404, body: { message: `No film has the id ${movieId}.` } };
      if (film.release_date < upcomingFrom)
        return { status: 409, body: { message: 'This film is already out.' } };
      const weekBefore = (body as { weekBefore?: boolean }).weekBefore ?? false;
      reminders = [
        ...reminders.filter((each) => each.movieId !== movieId),
        {
          movieId,
          title: film.title,
          posterPath: film.poster_path,
          releaseDate: film.release_date,
          weekBefore,
          createdAt: new Date().toISOString(),
        },
      ].sort((a, b) => a.releaseDate.localeCompare(b.releaseDate));
    } else if (method === 'DELETE') {
      reminders = reminders.filter((each) => each.movieId !== movieId);
    }
    return { status: 200, body: { reminders } };
  }

  return {
    handle,
    get reminders() {
      return reminders;
    },
    reset() {
      reminders = [];
      feedRenewals = 0;
      feedActive = false;
    },
  };
}
