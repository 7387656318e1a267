import type {
  FavouriteFilm,
  Person,
  Profile,
  ProfileSettings,
  UpdateProfileSettingsBody,
  UserProfile,
} from '@marquee/contracts';
import { handleProblem } from '@marquee/contracts/handles';
import { ada, movieSummary } from '@marquee/testing/fixtures';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

/** Another member, whose public profile Ada and guests visit. */
export const grace: Person = {
  id: '7c1d2e3f-0000-4000-8000-000000000002',
  name: 'Grace Hopper',
  handle: 'grace_h',
  avatar: null,
};

/** Someone on a list of people: the n-th follower. */
export const follower = (n: number): Person => ({
  id: `7c1d2e3f-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  name: `Follower ${n}`,
  handle: `follower_${n}`,
  avatar: null,
});

/** The films the catalog knows here, as a favourite copies them. */
export const films: Record<string, FavouriteFilm> = {
  '348': { movieId: '348', title: 'Alien', poster: null, year: '1979' },
  '550': { movieId: '550', title: 'Fight Club', poster: null, year: '1999' },
  '603': { movieId: '603', title: 'The Matrix', poster: null, year: '1999' },
  '680': { movieId: '680', title: 'Pulp Fiction', poster: null, year: '1994' },
};

/** Grace's public profile as a guest reads it: Alien a favourite, one viewing, one review, one public list. */
export function graceProfile(): Profile {
  return {
    ...grace,
    memberSince: '2025-06-01T00:00:00.000Z',
    profileVisibility: 'public',
    diaryVisibility: 'public',
    hiddenAt: null,
    counts: { publicLists: 1, diaryEntries: 1, reviews: 1, followers: 3, following: 1 },
    favourites: [films['348']!],
    recentDiary: [
      {
        id: '6f1c1d6e-0000-4000-8000-0000000000d1',
        movieId: '550',
        title: 'Fight Club',
        poster: null,
        year: '1999',
        watchedOn: '2026-03-09',
        stars: 4,
        rewatch: true,
        reviewId: null,
        createdAt: '2026-03-09T20:00:00.000Z',
      },
    ],
    recentReviews: [
      {
        id: '6f1c1d6e-0000-4000-8000-0000000000b1',
        movieId: '348',
        movieTitle: 'Alien',
        language: 'en',
        rating: 5,
        title: 'Still terrifying',
        comment: 'The slow build pays off.',
        likes: 2,
        dislikes: 0,
        createdAt: '2026-03-02T12:00:00.000Z',
      },
    ],
    lists: [
      {
        id: '5a0b1c2d-0000-4000-8000-0000000000c1',
        name: 'Space horror',
        description: '',
        ranked: true,
        entryCount: 2,
        posters: [],
        updatedAt: '2026-03-05T12:00:00.000Z',
      },
    ],
    viewer: { isSelf: false, isFollowing: false, followsYou: false },
  };
}

const notFound: LocalApiReply = { status: 404, body: { message: 'Profile not found' } };

/**
 * The profile routes of the API in memory, for component tests: Grace's profile (shown unless `hidden`,
 * which stands for private, hidden by an admin or blocked alike), her followers a page of `pageSize` at a
 * time, follow and block; Ada's profile settings (handle with its rules, `takenHandles`, visibility,
 * favourites), her blocks, her account and the film search. `failNext` makes the next write fail.
 */
export function profilesBackend() {
  const state = {
    profile: graceProfile(),
    hidden: false,
    following: false,
    followers: [follower(1), follower(2), follower(3)],
    pageSize: 2,
    blocked: [] as Person[],
    settings: {
      handle: 'ada_l',
      profileVisibility: 'public',
      diaryVisibility: 'private',
      favourites: [],
      hiddenAt: null,
    } as ProfileSettings,
    takenHandles: new Set(['grace_h']),
    account: {
      ...ada,
      stats: { watchlistItems: 0, reviewsWritten: 0 },
      diaryVisibility: 'private',
    } as UserProfile,
    failNext: null as LocalApiReply | null,
  };

  function write(reply: () => LocalApiReply): LocalApiReply {
    if (!state.failNext) return reply();
    const failure = state.failNext;
    state.failNext = null;
    return failure;
  }

  const isGrace = (handle: string) => handle.toLowerCase() === grace.handle;
  const graceShown = () => !state.hidden && !state.blocked.some((person) => person.id === grace.id);

  function profileOf(handle: string, signedIn: boolean): LocalApiReply {
    if (isGrace(handle)) {
      if (!graceShown()) return notFound;
      const { profile } = state;
      const isFollowing = signedIn && state.following;
      return {
        status: 200,
        body: {
          ...profile,
          counts: { ...profile.counts, followers: profile.counts.followers + (isFollowing ? 1 : 0) },
          viewer: { isSelf: false, isFollowing, followsYou: false },
        },
      };
    }
    if (signedIn && handle.toLowerCase() === state.settings.handle?.toLowerCase()) {
      return {
        status: 200,
        body: {
          ...graceProfile(),
          id: ada.id,
          name: ada.name,
          handle: state.settings.handle,
          favourites: state.settings.favourites,
          viewer: { isSelf: true, isFollowing: false, followsYou: false },
        },
      };
    }
    return notFound;
  }

  function settingsChange(change: UpdateProfileSettingsBody): LocalApiReply {
    const { favouriteMovieIds, ...visibilities } = change;
    state.settings = {
      ...state.settings,
      ...visibilities,
      ...(favouriteMovieIds && { favourites: favouriteMovieIds.map((id) => films[id]!) }),
    };
    return { status: 200, body: state.settings };
  }

  function chooseHandle(handle: string): LocalApiReply {
    const wanted = handle.trim();
    const problem = handleProblem(wanted);
    if (problem) return { status: 400, body: { message: problem } };
    if (state.takenHandles.has(wanted.toLowerCase())) {
      return { status: 409, body: { message: 'That handle is taken' } };
    }
    state.settings = { ...state.settings, handle: wanted };
    return { status: 200, body: state.settings };
  }

  function handle({ method, path, body, headers }: LocalApiRequest): LocalApiReply | null {
    const url = new URL(path, 'http://api');
    const signedIn = headers.authorization !== undefined;
    const user = `/api/users/${ada.id}`;

    const people = /^\/api\/profiles\/([^/]+)\/followers$/.exec(url.pathname);
    if (people) {
      if (!isGrace(decodeURIComponent(people[1]!)) || !graceShown()) return notFound;
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const to = from + state.pageSize;
      return {
        status: 200,
        body: {
          people: state.followers.slice(from, to),
          nextCursor: to < state.followers.length ? String(to) : null,
        },
      };
    }
    const action = /^\/api\/profiles\/([^/]+)\/(follow|block)$/.exec(url.pathname);
    if (action) {
      if (!signedIn) return { status: 401, body: { message: 'Unauthorized' } };
      const on = method === 'POST';
      return write(() => {
        if (action[2] === 'follow') {
          state.following = on;
          return { status: 200, body: { isFollowing: on } };
        }
        state.following = false;
        state.blocked = on ? [grace] : [];
        return { status: 200, body: { isBlocked: on } };
      });
    }
    const profile = /^\/api\/profiles\/([^/]+)$/.exec(url.pathname);
    if (profile) return profileOf(decodeURIComponent(profile[1]!), signedIn);

    if (url.pathname === `${user}/profile-settings`) {
      if (method === 'PATCH') return write(() => settingsChange(body as UpdateProfileSettingsBody));
      return { status: 200, body: state.settings };
    }
    if (url.pathname === `${user}/handle` && method === 'PUT') {
      return write(() => chooseHandle((body as { handle: string }).handle));
    }
    if (url.pathname === `${user}/blocks`) return { status: 200, body: { people: state.blocked } };
    if (url.pathname === user) {
      if (method === 'PATCH') state.account = { ...state.account, ...(body as object) };
      return { status: 200, body: state.account };
    }
    if (url.pathname === `/api/reviews/user/${ada.id}`) return { status: 200, body: { reviews: [] } };
    if (url.pathname === '/api/tmdb/search/movie') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const results = Object.values(films)
        .filter((film) => film.title.toLowerCase().includes(query))
        .map((film) =>
          movieSummary(Number(film.movieId), {
            title: film.title,
            original_title: film.title,
            release_date: `${film.year}-01-01`,
          }),
        );
      return {
        status: 200,
        body: { page: 1, results, total_pages: 1, total_results: results.length },
      };
    }
    return null;
  }

  return { state, handle };
}
