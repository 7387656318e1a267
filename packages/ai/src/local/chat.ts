import type { ChatTurn, MovieDetails } from '@marquee/contracts';
import type { FilmCatalog } from '../types';
import { OFFLINE, listJoin, releaseYear } from './offline';

type Intent = 'about' | 'director' | 'cast' | 'similar' | 'tonight';

/** Questions the offline engine understands; the subject is what follows the cue. */
const INTENTS: [Intent, RegExp][] = [
  ['director', /\bwho (?:directed|made)\s*(.*)$|\bdirector of\s*(.*)$/i],
  [
    'cast',
    /\bwho (?:is|was|are|were|stars?|starred|acts?|acted) in\s*(.*)$|\bcast of\s*(.*)$|\bwho plays? in\s*(.*)$/i,
  ],
  ['similar', /\b(?:films?|movies?|something) (?:like|similar to)\s*(.*)$|\bsimilar to\s*(.*)$/i],
  ['about', /\bwhat(?:'s| is| was)\s+(.*?)\s+about\b|\btell me about\s*(.*)$|\bplot of\s*(.*)$/i],
  ['tonight', /\bwhat should i watch\b|\brecommend\b|\bsuggest\b|\bwatch tonight\b/i],
];

/** Words that point back at the film of the conversation instead of naming one. */
const PRONOUN = /^(it|this|that|this (?:film|movie)|that (?:film|movie)|the (?:film|movie))?$/i;

const CANNOT =
  `I'm ${OFFLINE}, so I can answer questions about the films in Marquee's catalog: what a film is about, ` +
  'who directed it, who is in it, films like it, or what to watch tonight. Try one of those.';

export async function* chat(
  input: { message: string; movieTitle?: string; history: ChatTurn[] },
  catalog: FilmCatalog,
): AsyncIterable<string> {
  const answer = await answerFor(input.message.trim(), input.movieTitle?.trim(), catalog);
  // Word by word, so the reply streams like a provider's would.
  for (const word of answer.match(/\S+\s*/g) ?? []) yield word;
}

async function answerFor(
  message: string,
  movieTitle: string | undefined,
  catalog: FilmCatalog,
): Promise<string> {
  const matched = INTENTS.map(([intent, pattern]) => ({ intent, found: message.match(pattern) })).find(
    (entry) => entry.found,
  );
  if (!matched?.found) return CANNOT;
  if (matched.intent === 'tonight') return tonight(catalog);
  const named = cleanSubject(matched.found.slice(1).find((group) => group !== undefined) ?? '');
  const subject = PRONOUN.test(named) ? movieTitle : named;
  if (!subject) return `Which film do you mean? Name it, for example "who directed Fight Club?".`;
  const film = await find(subject, catalog);
  if (!film) return `I couldn't find "${subject}" in Marquee's catalog, so I can't answer that.`;
  const name = `${film.title}${releaseYear(film) ? ` (${releaseYear(film)})` : ''}`;
  switch (matched.intent) {
    case 'about':
      return film.overview ? `${name}: ${film.overview}` : `The catalog has no overview of ${name}.`;
    case 'director': {
      const directors = (film.credits?.crew ?? [])
        .filter((member) => member.job === 'Director')
        .map((member) => member.name);
      return directors.length
        ? `${name} was directed by ${listJoin(directors)}.`
        : `The catalog doesn't list a director for ${name}.`;
    }
    case 'cast': {
      const cast = [...(film.credits?.cast ?? [])].sort((a, b) => a.order - b.order).slice(0, 5);
      return cast.length
        ? `${name} stars ${listJoin(cast.map((member) => `${member.name} as ${member.character}`))}.`
        : `The catalog doesn't list the cast of ${name}.`;
    }
    case 'similar': {
      const related = [...(film.recommendations?.results ?? []), ...(film.similar?.results ?? [])]
        .filter((other) => other.vote_count > 0)
        .sort(
          (a, b) =>
            b.vote_average * Math.log10(b.vote_count + 1) - a.vote_average * Math.log10(a.vote_count + 1),
        );
      const titles = [...new Set(related.map((other) => other.title))].slice(0, 5);
      return titles.length
        ? `If you liked ${name}, try ${listJoin(titles)}.`
        : `The catalog has no films linked to ${name} yet.`;
    }
  }
  return CANNOT;
}

const cleanSubject = (text: string): string =>
  text
    .replace(/[?!.]+$/, '')
    .replace(/^["']|["']$/g, '')
    .trim();

async function find(title: string, catalog: FilmCatalog): Promise<MovieDetails | null> {
  const [best] = await catalog.search(title);
  return best ? catalog.details(best.id) : null;
}

async function tonight(catalog: FilmCatalog): Promise<string> {
  const films = await catalog.discover({ minRating: 7.5, sort: 'popularity.desc' });
  const pick = films.find((film) => film.vote_count >= 100) ?? films[0];
  if (!pick) return `${OFFLINE} found no well-rated films in the catalog right now.`;
  return `Tonight, try ${pick.title}${releaseYear(pick) ? ` (${releaseYear(pick)})` : ''}: rated ${pick.vote_average.toFixed(1)}/10 by ${pick.vote_count} viewers. ${pick.overview}`.trim();
}
