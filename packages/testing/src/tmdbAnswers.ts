import { recordingIfAny } from './tmdbRecordings';

/** TMDB paths (without /3) answered by one recording whatever the query. */
const LISTS: Record<string, string> = {
  '/trending/movie/week': 'trending_movie_week',
  '/movie/popular': 'movie_popular',
  '/movie/top_rated': 'movie_top_rated',
  '/movie/upcoming': 'movie_upcoming',
  '/genre/movie/list': 'genre_movie_list',
  '/discover/movie': 'discover_movie',
  '/search/movie': 'search_movie_star_wars',
};

/** The parts TMDB appends to a film (append_to_response), each with its name in a recording's file name. */
const PARTS: Record<string, string> = {
  credits: 'credits',
  videos: 'videos',
  images: 'images',
  recommendations: 'recommendations',
  similar: 'similar',
  reviews: 'reviews',
  keywords: 'keywords',
  external_ids: 'external_ids',
  'watch/providers': 'watch_providers',
  release_dates: 'release_dates',
};

/** The names asked for in append_to_response that TMDB knows, each once (TMDB ignores the others). */
function appendedNames(query: URLSearchParams): string[] {
  const names = (query.get('append_to_response') ?? '').split(',');
  return [...new Set(names)].filter((name) => name in PARTS);
}

/** A part without its own `id`, as TMDB nests it under the film. */
function nested(part: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = part;
  return rest;
}

/**
 * A film with the asked parts under their own keys. A film recorded alone (`movie_<id>`) gets each part
 * from its own recording (`movie_<id>_<part>`); a film recorded with parts appended
 * (`movie_<id>_append_to_response`) keeps those of them that were asked for. A part never recorded is
 * left out.
 */
function film(id: string, asked: string[]): Record<string, unknown> | undefined {
  const alone = recordingIfAny(`movie_${id}`);
  if (alone) {
    for (const name of asked) {
      const part = recordingIfAny(`movie_${id}_${PARTS[name]}`);
      if (part) alone[name] = nested(part);
    }
    return alone;
  }
  const appended = recordingIfAny(`movie_${id}_append_to_response`);
  if (!appended) return undefined;
  for (const name of Object.keys(PARTS)) if (!asked.includes(name)) delete appended[name];
  return appended;
}

/** TMDB's /find answer for an id it knows nothing about: 200 with every list empty. */
const NOTHING_FOUND = {
  movie_results: [],
  person_results: [],
  tv_results: [],
  tv_episode_results: [],
  tv_season_results: [],
};

/** A search's own recording (`search_movie_fight_club` for query=Fight Club), when one was made. */
function searchRecording(query: URLSearchParams): unknown {
  const words = (query.get('query') ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return words ? recordingIfAny(`search_movie_${words}`) : undefined;
}

/**
 * What TMDB v3 answers to `route` (a path without /3) with `query`, from the recordings; undefined where
 * TMDB answers 404. A search answers its own recording when there is one, else the search recording all
 * searches share; /find/{external id} answers `find_<id>`, else TMDB's empty find.
 */
export function tmdbAnswer(route: string, query: URLSearchParams = new URLSearchParams()): unknown {
  if (route === '/search/movie') {
    const own = searchRecording(query);
    if (own) return own;
  }
  const found = /^\/find\/([^/]+)$/.exec(route);
  if (found) return recordingIfAny(`find_${found[1]}`) ?? NOTHING_FOUND;
  const list = LISTS[route];
  if (list) return recordingIfAny(list);
  const details = /^\/movie\/(\d+)$/.exec(route);
  if (details) return film(details[1]!, appendedNames(query));
  const part = /^\/movie\/(\d+)\/(.+)$/.exec(route);
  const name = part && PARTS[part[2]!];
  return name ? recordingIfAny(`movie_${part[1]}_${name}`) : undefined;
}
