import type { AiFilmMatch, ChatTurn, MovieDetails, MovieSummary } from '@marquee/contracts';
import type { ChatPiece, FilmCatalog, UserTaste } from '../types';
import { filmIndexOf } from './filmIndex';
import { MOOD_PROFILES, type MoodName } from './moods';
import { OFFLINE, asMatch, countOf, listJoin, releaseYear } from './offline';

export type ChatIntent =
  | 'watchlist'
  | 'compare'
  | 'occasion'
  | 'runtime'
  | 'year'
  | 'director'
  | 'cast'
  | 'similar'
  | 'rating'
  | 'about'
  | 'tonight';

/** Questions the offline engine understands, tried in order; the capture groups name the films. */
const INTENTS: [ChatIntent, RegExp][] = [
  ['watchlist', /\bwatch ?list\b|\bwhat (?:have|did) i (?:saved?|add(?:ed)?)\b/i],
  [
    'compare',
    /\bcompare\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+)$|\bwhich is better[,:]?\s+(.+?)\s+or\s+(.+)$|\bshould i watch\s+(.+?)\s+or\s+(.+)$|^(.+?)\s+(?:vs\.?|versus)\s+(.+)$|\bis\s+(.+?)\s+better than\s+(.+)$/i,
  ],
  [
    'occasion',
    /\bis\s+(.+?)\s+(?:an?\s+)?(?:good|ok|okay|suitable|right|nice|great|fun|safe)\s*(?:pick|choice|film|movie|watch|one|idea|option)?\s+for\s+(.+)$|\bcan i watch\s+(.+?)\s+(?:with|on|for)\s+(.+)$|\bis\s+(.+?)\s+(family[- ]friendly|kid[- ]friendly|suitable for kids|ok for kids)\b/i,
  ],
  [
    'runtime',
    /\bhow long is\s+(.+)$|\b(?:runtime|running time|length) of\s+(.+)$|\bhow many minutes (?:is|does)\s+(.+?)(?:\s+(?:last|run))?$|\bhow long does\s+(.+?)\s+(?:last|run)\b/i,
  ],
  [
    'year',
    /\bwhen (?:was|did)\s+(.+?)\s+(?:released|come out|made|release|premiere)\b|\bwhat year (?:was|did|is)\s+(.+?)(?:\s+(?:released|come out|made|from))?$|\brelease (?:date|year) of\s+(.+)$|\bwhen did\s+(.+?)\s+come out\b/i,
  ],
  ['director', /\bwho (?:directed|made)\s*(.*)$|\bdirector of\s*(.*)$|\bwho is the director of\s*(.*)$/i],
  [
    'cast',
    /\bwho (?:is|was|are|were|stars?|starred|acts?|acted|plays?|played) in\s*(.*)$|\bcast of\s*(.*)$|\bwho stars?\s+in\s*(.*)$|\bactors? in\s*(.*)$/i,
  ],
  [
    'similar',
    /\b(?:films?|movies?|something|anything|more)\s+(?:like|similar to)\s+(.+)$|\bsimilar to\s+(.+)$|\bif i (?:liked|loved|enjoyed)\s+(.+?)[,?]/i,
  ],
  [
    'rating',
    /\bis\s+(.+?)\s+(?:any good|worth (?:it|watching|a watch|seeing))|\bhow good is\s+(.+)$|\bhow (?:is|was)\s+(.+?)\s+rated\b|\brating of\s+(.+)$/i,
  ],
  [
    'about',
    /\bwhat(?:'s| is| was)\s+(.+?)\s+about\b|\btell me about\s*(.*)$|\bplot of\s*(.*)$|\bwhat happens in\s+(.+)$/i,
  ],
  ['tonight', /\bwhat should i watch\b|\brecommend\b|\bsuggest\b|\bwatch tonight\b|\bsomething to watch\b/i],
];

/** Occasions people ask about, as the mood table's moods; kids are checked by genre. */
const OCCASIONS: [RegExp, MoodName | 'kids'][] = [
  [/\bdate\b|\bromantic\b|\bvalentine/i, 'date_night'],
  [/\bkids?\b|\bchildren\b|\bfamily\b|\bchild\b/i, 'kids'],
  [/\brain/i, 'rainy_day'],
  [/\bcheer|\bfeel[- ]good\b|\bbad day\b|\bsad\b/i, 'feel_good'],
  [/\blate\b|\bhalloween\b|\bscary\b|\bnight in\b/i, 'late_night'],
  [/\bparty\b|\bfriends\b|\bgroup\b|\baction\b|\badrenaline\b/i, 'action_packed'],
  [/\bthink|\bmind\b|\bpuzzle/i, 'mind_bending'],
];

/** Words that point back at the film of the conversation instead of naming one. */
const PRONOUN = /^(it|this|that|this (?:film|movie)|that (?:film|movie)|the (?:film|movie))?$/i;

const SIMILAR_SHOWN = 5;

export const CANNOT =
  `I'm ${OFFLINE}, so I answer questions about the films in Marquee's catalog: films like one you name, ` +
  'who directed or stars in a film, how long it is, when it came out, whether it suits an occasion, how ' +
  'two films compare, what is on your watchlist, or what to watch tonight. Try one of those.';

/** An answer: its text, and the catalog films it names (each title appears in the text). */
interface Answer {
  text: string;
  films: AiFilmMatch[];
}

/** A film as answers name it. */
type Named = Pick<MovieSummary, 'id' | 'title' | 'release_date' | 'poster_path'>;

const say = (text: string, films: Named[] = []): Answer => ({ text, films: films.map(asMatch) });

export function classifyIntent(message: string): { intent: ChatIntent; subjects: string[] } | null {
  const question = message.trim().replace(/[?!.\s]+$/, '');
  for (const [intent, pattern] of INTENTS) {
    const found = question.match(pattern);
    if (found)
      return {
        intent,
        subjects: found
          .slice(1)
          .filter((group) => group !== undefined)
          .map(cleanSubject),
      };
  }
  return null;
}

export async function* chat(
  input: { message: string; movieTitle?: string; history: ChatTurn[]; taste?: UserTaste },
  catalog: FilmCatalog,
): AsyncIterable<ChatPiece> {
  const answer = await answerFor(input.message.trim(), input.movieTitle?.trim(), input.taste, catalog);
  // Word by word, so the reply streams like a provider's would; then the films it named.
  for (const word of answer.text.match(/\S+\s*/g) ?? []) yield word;
  const named = new Map(answer.films.map((film) => [film.movieId, film]));
  yield* named.values();
}

async function answerFor(
  message: string,
  movieTitle: string | undefined,
  taste: UserTaste | undefined,
  catalog: FilmCatalog,
): Promise<Answer> {
  const matched = classifyIntent(message);
  if (!matched) return say(CANNOT);
  const { intent } = matched;
  if (intent === 'watchlist') return watchlist(taste, catalog);
  if (intent === 'tonight') return tonight(catalog);
  const subjects = matched.subjects.map((subject) => (PRONOUN.test(subject) ? (movieTitle ?? '') : subject));
  const [first = '', second = ''] = subjects;
  if (!first) return say(`Which film do you mean? Name it, for example "who directed Fight Club?".`);
  const film = await find(first, catalog);
  if (!film) return say(`I couldn't find "${first}" in Marquee's catalog, so I can't answer that.`);
  const name = nameOf(film);
  switch (intent) {
    case 'about':
      return say(film.overview ? `${name}: ${film.overview}` : `The catalog has no overview of ${name}.`, [
        film,
      ]);
    case 'director': {
      const directors = directorsOf(film);
      return say(
        directors.length
          ? `${name} was directed by ${listJoin(directors)}.`
          : `The catalog doesn't list a director for ${name}.`,
        [film],
      );
    }
    case 'cast': {
      const cast = [...(film.credits?.cast ?? [])].sort((a, b) => a.order - b.order).slice(0, 5);
      return say(
        cast.length
          ? `${name} stars ${listJoin(cast.map((member) => (member.character ? `${member.name} as ${member.character}` : member.name)))}.`
          : `The catalog doesn't list the cast of ${name}.`,
        [film],
      );
    }
    case 'runtime':
      return say(
        film.runtime
          ? `${name} runs ${film.runtime} minutes (${hours(film.runtime)}).`
          : `The catalog doesn't list how long ${name} is.`,
        [film],
      );
    case 'year':
      return say(
        film.release_date
          ? `${film.title} came out in ${releaseYear(film)} (released ${film.release_date}).`
          : `The catalog doesn't list when ${film.title} came out.`,
        [film],
      );
    case 'rating':
      return say(ratingAnswer(film), [film]);
    case 'similar':
      return similar(film, catalog);
    case 'occasion':
      return say(occasionAnswer(film, second || message), [film]);
    case 'compare': {
      const other = second ? await find(second, catalog) : null;
      if (!other)
        return say(`I couldn't find "${second}" in Marquee's catalog to compare with ${name}.`, [film]);
      return say(compare(film, other), [film, other]);
    }
  }
  return say(CANNOT);
}

const cleanSubject = (text: string): string =>
  text
    .replace(/[?!.]+$/, '')
    .replace(/,?\s*please$|^please\s+/i, '')
    .replace(/^(?:the (?:film|movie)|film|movie)\s+(?=\S)/i, '')
    .replace(/^["'“]|["'”]$/g, '')
    .trim();

const nameOf = (film: Named): string => `${film.title}${releaseYear(film) ? ` (${releaseYear(film)})` : ''}`;

const hours = (minutes: number): string =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

const directorsOf = (film: MovieDetails): string[] =>
  (film.credits?.crew ?? []).filter((member) => member.job === 'Director').map((member) => member.name);

const genresOf = (film: MovieDetails): string[] => film.genres.map((genre) => genre.name);

/** The film a question names: an exact title (articles and case aside) before a partial match. */
async function find(title: string, catalog: FilmCatalog): Promise<MovieDetails | null> {
  const results = await catalog.search(title);
  const wanted = bareTitle(title);
  const best = results.find((film) => bareTitle(film.title) === wanted) ?? results[0];
  return best ? catalog.details(best.id) : null;
}

const bareTitle = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(the|a|an)\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function ratingAnswer(film: MovieDetails): string {
  if (!film.vote_count) return `${nameOf(film)} has no ratings in the catalog yet.`;
  const verdict =
    film.vote_average >= 7.5
      ? 'viewers rate it highly'
      : film.vote_average >= 6.5
        ? 'viewers like it'
        : film.vote_average >= 5.5
          ? 'viewers are lukewarm about it'
          : 'viewers rate it poorly';
  return `${nameOf(film)} is rated ${film.vote_average.toFixed(1)}/10 from ${countOf(film.vote_count)} votes: ${verdict}.`;
}

/** The catalog's nearest films by the index (genres, keywords, people, era, rating), else its related lists. */
async function similar(film: MovieDetails, catalog: FilmCatalog): Promise<Answer> {
  const index = await filmIndexOf(catalog);
  const related = index
    ? index.similar(film.id, SIMILAR_SHOWN).map(({ film: other }) => other)
    : [...(film.recommendations?.results ?? []), ...(film.similar?.results ?? [])]
        .filter((other) => other.vote_count > 0 && other.id !== film.id)
        .sort(
          (a, b) =>
            b.vote_average * Math.log10(b.vote_count + 1) - a.vote_average * Math.log10(a.vote_count + 1),
        );
  const picks = [...new Map(related.map((other) => [other.id, other])).values()].slice(0, SIMILAR_SHOWN);
  if (picks.length === 0) return say(`The catalog has no films linked to ${nameOf(film)} yet.`, [film]);
  return say(`If you liked ${nameOf(film)}, try ${listJoin(picks.map(nameOf))}.`, [film, ...picks]);
}

function occasionAnswer(film: MovieDetails, occasionText: string): string {
  const occasion = OCCASIONS.find(([pattern]) => pattern.test(occasionText))?.[1];
  const name = nameOf(film);
  const genres = genresOf(film);
  const kinds = listJoin(genres.slice(0, 3).map((genre) => genre.toLowerCase()));
  const genreText = kinds ? `${/^[aeiou]/.test(kinds) ? 'an' : 'a'} ${kinds} film` : 'a film';
  const rated = film.vote_count ? ` rated ${film.vote_average.toFixed(1)}/10` : '';
  if (!occasion) return `${name} is ${genreText}${rated}. ${ratingAnswer(film)}`;
  const ids = film.genres.map((genre) => genre.id);
  if (occasion === 'kids') {
    const forKids = ids.includes(10751) || ids.includes(16);
    const unsuitable = ids.some((id) => [27, 53, 80, 10752].includes(id));
    return forKids && !unsuitable
      ? `Yes: ${name} is ${genreText}${rated}, made with families in mind.`
      : unsuitable
        ? `Probably not for young children: ${name} is ${genreText}${rated}. Check its certification first.`
        : `${name} is ${genreText}${rated}; it isn't a family film, so check its certification before watching with kids.`;
  }
  const mood = MOOD_PROFILES[occasion];
  const fits = ids.some((id) => mood.genreIds.includes(id));
  const good = film.vote_count > 0 && film.vote_average >= mood.minRating;
  const long = mood.maxRuntime && film.runtime && film.runtime > mood.maxRuntime ? film.runtime : null;
  const verdict = fits && good ? 'Yes, a good pick' : fits ? 'It could work' : 'Not the obvious choice';
  const why = fits
    ? `${name} is ${genreText}${rated}, which suits ${mood.label}`
    : `${name} is ${genreText}${rated}, not the kind of film usually picked for ${mood.label}`;
  const caveat = long ? ` Note it runs ${long} minutes (${hours(long)}), so start early.` : '';
  return `${verdict}: ${why}.${caveat}`;
}

function compare(a: MovieDetails, b: MovieDetails): string {
  const line = (film: MovieDetails) => {
    const directors = directorsOf(film);
    return [
      `${nameOf(film)}: ${listJoin(genresOf(film).slice(0, 3)) || 'genre unknown'}`,
      film.vote_count
        ? `rated ${film.vote_average.toFixed(1)}/10 (${countOf(film.vote_count)} votes)`
        : 'not rated yet',
      film.runtime ? `${film.runtime} minutes` : '',
      directors.length ? `directed by ${listJoin(directors)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
  const better =
    a.vote_count && b.vote_count && Math.abs(a.vote_average - b.vote_average) >= 0.3
      ? `Viewers prefer ${(a.vote_average > b.vote_average ? a : b).title}.`
      : 'Viewers rate them about the same, so pick by genre and mood.';
  return `${line(a)}. ${line(b)}. ${better}`;
}

async function watchlist(taste: UserTaste | undefined, catalog: FilmCatalog): Promise<Answer> {
  const saved = taste?.watchlist ?? [];
  if (saved.length === 0)
    return say('Your watchlist is empty. Add films with the bookmark on any film page.');
  const films = (await Promise.all(saved.slice(0, 10).map((entry) => catalog.details(entry.movieId)))).filter(
    (film): film is MovieDetails => film !== null,
  );
  const more = saved.length > films.length ? ` and ${saved.length - films.length} more` : '';
  return say(`Your watchlist has ${listJoin(films.map(nameOf))}${more}.`, films);
}

async function tonight(catalog: FilmCatalog): Promise<Answer> {
  const films = await catalog.discover({ minRating: 7.5, sort: 'popularity.desc' });
  const pick = films.find((film) => film.vote_count >= 100) ?? films[0];
  if (!pick) return say(`${OFFLINE} found no well-rated films in the catalog right now.`);
  return say(
    `Tonight, try ${nameOf(pick)}: rated ${pick.vote_average.toFixed(1)}/10 by ${countOf(pick.vote_count)} viewers. ${pick.overview}`.trim(),
    [pick],
  );
}
