import type {
  AiMood,
  AiRecommendation,
  MovieDetails,
  MovieSummary,
  RecommendationsResponse,
} from '@marquee/contracts';
import type { FilmCatalog, UserTaste } from '../types';
import { filmIndexOf } from './filmIndex';
import { genreName } from './genres';
import { isProductionTag } from './keywords';
import { MOOD_PROFILES, isMood, type MoodProfile } from './moods';
import { OFFLINE, asMatch, clampPercent, countOf, listJoin, releaseYear, voteWeight } from './offline';

type Recommendations = Omit<RecommendationsResponse, 'success' | 'engine' | 'timestamp'>;

/** Reviews at or above this (out of 5) count as the user liking a film. */
const LIKED_RATING = 4;
const TASTE_SAMPLE = 10;
/** How many films past `count` may be looked at to replace picks too long for the mood. */
const SPARE = 5;
/** How many catalog films must share a keyword for it to be shown as a theme. */
const THEME_MIN_FILMS = 25;

/** A mood or the user's taste, expressed in the mood table's terms. */
interface Target extends MoodProfile {
  mood: string;
}

export async function recommend(
  input: { mood: AiMood; count: number; taste: UserTaste },
  catalog: FilmCatalog,
): Promise<Recommendations> {
  const seen = new Set([...input.taste.watchlist, ...input.taste.reviews].map((film) => film.movieId));
  const mood: string = input.mood;
  const target: Target = isMood(mood)
    ? { ...MOOD_PROFILES[mood], mood }
    : await tasteTarget(input.taste, catalog);
  let candidates = await candidatesFor(target, catalog, seen);
  if (candidates.length === 0) candidates = await wellRated(catalog, seen);
  const scored = candidates
    .map((film) => ({ film, score: score(film, target) }))
    .sort((a, b) => b.score - a.score);
  const picks = await withinRuntime(scored, input.count, target, catalog);
  const index = await filmIndexOf(catalog);
  // A keyword is a theme chip only when many films share it ('friendship', not 'amputee' or 'als');
  // without the catalog's index there is no telling, so only genres are shown.
  const isTheme = (keyword: string) =>
    !isProductionTag(keyword) && (index?.keywordFrequency(keyword) ?? 0) >= THEME_MIN_FILMS;
  const recommendations = picks.map(({ film, score: value, details }) =>
    describe(film, value, target, details, isTheme),
  );
  return {
    recommendations,
    analysis: analysisText(target, recommendations, input.taste),
    themed_collection: target.collection,
  };
}

/** No mood: the genres of the films the user keeps or rated highly, else what is popular and well rated. */
async function tasteTarget(taste: UserTaste, catalog: FilmCatalog): Promise<Target> {
  const liked = [...taste.watchlist, ...taste.reviews.filter((review) => review.rating >= LIKED_RATING)];
  const details = await Promise.all(
    liked.slice(0, TASTE_SAMPLE).map((film) => catalog.details(film.movieId)),
  );
  const weights = new Map<number, number>();
  for (const film of details)
    for (const genre of film?.genres ?? []) weights.set(genre.id, (weights.get(genre.id) ?? 0) + 1);
  const favourite = [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const genreIds = favourite.slice(0, 3);
  const names = genreIds.map(genreName);
  return {
    mood: 'personalized',
    label: genreIds.length ? `your taste for ${listJoin(names)}` : 'popular, well-rated films',
    genreIds,
    cosyGenreIds: genreIds.slice(0, 1),
    minRating: 6.5,
    collection: genreIds.length
      ? {
          title: 'Picked For You',
          description: `More ${listJoin(names)} like the films on your watchlist and in your reviews.`,
        }
      : { title: 'Crowd Favourites', description: 'Popular, well-rated films to start your watchlist with.' },
  };
}

async function candidatesFor(
  target: Target,
  catalog: FilmCatalog,
  seen: Set<number>,
): Promise<MovieSummary[]> {
  if (target.genreIds.length === 0) return wellRated(catalog, seen);
  const lists = await Promise.all(
    target.genreIds.map((genreId) =>
      catalog.discover({ genreIds: [genreId], minRating: target.minRating, fromYear: target.fromYear }),
    ),
  );
  return unseen(lists.flat(), seen);
}

async function wellRated(catalog: FilmCatalog, seen: Set<number>): Promise<MovieSummary[]> {
  const lists = await Promise.all([
    catalog.discover({ minRating: 7, sort: 'popularity.desc' }),
    catalog.discover({ minRating: 7, sort: 'vote_average.desc' }),
  ]);
  return unseen(lists.flat(), seen);
}

function unseen(films: MovieSummary[], seen: Set<number>): MovieSummary[] {
  const byId = new Map<number, MovieSummary>();
  for (const film of films) if (!seen.has(film.id) && !byId.has(film.id)) byId.set(film.id, film);
  return [...byId.values()];
}

/** 0..1: how well the film fits (shared genres, cosy genres), how good it is, and how sure we are of that. */
function score(film: MovieSummary, target: Target): number {
  const shared = film.genre_ids.filter((id) => target.genreIds.includes(id)).length;
  const cosy = film.genre_ids.some((id) => target.cosyGenreIds.includes(id)) ? 1 : 0;
  const fit = target.genreIds.length ? Math.min(1, shared / 2) * 0.7 + cosy * 0.3 : 0.5;
  const quality = Math.max(0, Math.min(1, (film.vote_average - 5) / 4));
  return fit * 0.5 + quality * 0.35 + voteWeight(film) * 0.15;
}

/**
 * Keeps the best films whose runtime suits the mood. Details (also the source of theme keywords) are
 * fetched for as many films as are still needed, so a mood with no runtime limit costs `count` lookups and
 * one with a limit a few more only when some picks are too long; at most `count + SPARE` in all.
 */
async function withinRuntime(
  scored: { film: MovieSummary; score: number }[],
  count: number,
  target: Target,
  catalog: FilmCatalog,
): Promise<{ film: MovieSummary; score: number; details: MovieDetails | null }[]> {
  const shortlist = scored.slice(0, count + SPARE);
  const fitting: { film: MovieSummary; score: number; details: MovieDetails | null }[] = [];
  const tooLong: typeof fitting = [];
  let next = 0;
  while (fitting.length < count && next < shortlist.length) {
    const batch = shortlist.slice(next, next + count - fitting.length);
    next += batch.length;
    const details = await Promise.all(batch.map(({ film }) => catalog.details(film.id)));
    batch.forEach((entry, index) => {
      const known = details[index] ?? null;
      const fits = !target.maxRuntime || !known?.runtime || known.runtime <= target.maxRuntime;
      (fits ? fitting : tooLong).push({ ...entry, details: known });
    });
  }
  return [...fitting, ...tooLong].slice(0, count);
}

function describe(
  film: MovieSummary,
  value: number,
  target: Target,
  details: MovieDetails | null,
  isTheme: (keyword: string) => boolean,
): AiRecommendation {
  const matched = film.genre_ids.filter((id) => target.genreIds.includes(id)).map(genreName);
  const genres = matched.length ? matched : film.genre_ids.map(genreName);
  const keywords = (details?.keywords?.keywords ?? []).map((keyword) => keyword.name).filter(isTheme);
  const year = releaseYear(film);
  const fits = matched.length
    ? `its ${listJoin(matched.map((name) => name.toLowerCase()))}`
    : 'its broad appeal';
  return {
    ...asMatch(film),
    confidence: clampPercent(55 + value * 45),
    explanation:
      `${film.title}${year ? ` (${year})` : ''} suits ${target.label} through ${fits}; ` +
      `viewers rate it ${film.vote_average.toFixed(1)}/10 from ${countOf(film.vote_count)} votes.`,
    themes: [...new Set([...genres, ...keywords])].slice(0, 5),
    mood: target.mood,
  };
}

function analysisText(target: Target, picks: AiRecommendation[], taste: UserTaste): string {
  const source =
    target.mood === 'personalized'
      ? taste.watchlist.length + taste.reviews.length > 0
        ? `based on ${taste.watchlist.length} watchlist films and ${taste.reviews.length} reviews of yours`
        : 'as you have no watchlist or reviews yet'
      : `for ${target.label}`;
  if (picks.length === 0) return `${OFFLINE} found no catalog films ${source}.`;
  return (
    `${OFFLINE} chose ${picks.length} catalog films ${source}, favouring ${listJoin(target.genreIds.map(genreName)) || 'well-rated crowd favourites'} ` +
    `with solid ratings. Films already on your watchlist or reviewed are left out.`
  );
}
