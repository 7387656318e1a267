import type { AiSearchParameters } from '@marquee/contracts';
import { GENRE, genreName } from './genres';
import { MOOD_PROFILES, type MoodName } from './moods';
import { isStopWord, words } from './words';

/** What a natural-language query asks for, in catalog terms. Pure: no catalog, no clock. */
export interface ParsedSearch {
  genreIds: number[];
  fromYear: number | null;
  toYear: number | null;
  minRating: number | null;
  similarTo: string | null;
  mood: MoodName | null;
  /** The film's original language (ISO 639-1), from words like 'French'. */
  language: string | null;
  /** Minutes, from 'short' or 'under 90 minutes' (max) and 'epic' or 'over 2 hours' (min). */
  maxRuntime: number | null;
  minRuntime: number | null;
  /**
   * What the films should be about: the words left once genres, moods, years, ratings, languages,
   * lengths and filler are taken out ('a film about a shark' → ['shark']).
   */
  subject: string[];
  /** Whether the query said what it is about ('about', 'featuring'...), so it is no title search. */
  subjectCue: boolean;
  /** The words that named something (genres, moods) as the user wrote them. */
  themes: string[];
}

/** Words people use for genres; longer phrases are matched first so 'romantic comedy' wins over 'comedy'. */
const GENRE_WORDS: [RegExp, number[]][] = [
  [/\b(rom-?coms?|romantic comed(y|ies))\b/, [GENRE.romance, GENRE.comedy]],
  [/\b(sci-?fi|science[- ]fiction|space|futuristic)\b/, [GENRE.scienceFiction]],
  [/\b(scary|horror|frightening|creepy|spooky|terrifying)\b/, [GENRE.horror]],
  [/\b(funny|comed(y|ies)|hilarious|humou?rous|laugh)\b/, [GENRE.comedy]],
  [/\b(animated|animation|cartoons?|anime)\b/, [GENRE.animation]],
  [/\b(romance|romantic|love stor(y|ies))\b/, [GENRE.romance]],
  [/\b(action)\b/, [GENRE.action]],
  [/\b(adventures?)\b/, [GENRE.adventure]],
  [/\b(crime|gangsters?|heists?|mafia)\b/, [GENRE.crime]],
  [/\b(documentar(y|ies))\b/, [GENRE.documentary]],
  [/\b(dramas?|dramatic)\b/, [GENRE.drama]],
  [/\b(family|kids|children'?s)\b/, [GENRE.family]],
  [/\b(fantasy|magic(al)?)\b/, [GENRE.fantasy]],
  [/\b(histor(y|ical)|period pieces?)\b/, [GENRE.history]],
  [/\b(music(al|als)?)\b/, [GENRE.music]],
  [/\b(myster(y|ies)|whodunn?its?|detective)\b/, [GENRE.mystery]],
  [/\b(thrillers?|suspense(ful)?)\b/, [GENRE.thriller]],
  [/\b(war)\b/, [GENRE.war]],
  [/\b(westerns?|cowboys?)\b/, [GENRE.western]],
];

const MOOD_WORDS: [RegExp, MoodName][] = [
  [/\brainy[- ]day\b/, 'rainy_day'],
  [/\b(feel[- ]good|uplifting|cheer(ful| me up))\b/, 'feel_good'],
  [/\bdate[- ]night\b/, 'date_night'],
  [/\b(mind[- ]?(bending|blowing)|twisty)\b/, 'mind_bending'],
  [/\blate[- ]night\b/, 'late_night'],
  [/\b(action[- ]packed|adrenaline)\b/, 'action_packed'],
];

const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
};

/** Words for a film's original language. */
const LANGUAGE_WORDS: [RegExp, string][] = [
  [/\bfrench\b/, 'fr'],
  [/\bitalian\b/, 'it'],
  [/\b(spanish|mexican|argentinian)\b/, 'es'],
  [/\bgerman\b/, 'de'],
  [/\bjapanese\b/, 'ja'],
  [/\b(korean|south korean)\b/, 'ko'],
  [/\b(chinese|mandarin)\b/, 'zh'],
  [/\bcantonese\b/, 'cn'],
  [/\b(hindi|bollywood|indian)\b/, 'hi'],
  [/\brussian\b/, 'ru'],
  [/\bswedish\b/, 'sv'],
  [/\bdanish\b/, 'da'],
  [/\bnorwegian\b/, 'no'],
  [/\b(portuguese|brazilian)\b/, 'pt'],
  [/\bdutch\b/, 'nl'],
  [/\bpolish\b/, 'pl'],
  [/\b(persian|iranian)\b/, 'fa'],
  [/\bthai\b/, 'th'],
];

/** The words that introduce what a film is about. */
const SUBJECT_CUE = /\b(about|featuring|involving|set in|set on|with an?|where|in which)\b/;
/** Filler around the parts that are parsed: never a subject word. */
const FILLER = new Set(
  'released rated rating score scores highly well top new old recent year years decade era made ever'.split(
    ' ',
  ),
);

/** Genre words specific enough to be what a film is about, too. */
const SUBJECT_GENRE_WORDS =
  /^(space|gangsters?|heists?|mafia|cowboys?|detective|magic(al)?|whodunn?its?|kids)$/;

const SHORT_MINUTES = 100;
const EPIC_MINUTES = 150;

const YEAR = '((?:19|20)\\d{2})';

export function parseSearchQuery(query: string): ParsedSearch {
  const text = query.toLowerCase();
  const similarTo = similarTitle(query);
  // The named film's title must not be read as genres or years ('like Alien 1979').
  const rest = similarTo ? text.slice(0, text.indexOf(similarTo.toLowerCase())) : text;
  // What every pattern below consumes is blanked here; what is left names the subject.
  let leftover = rest;
  const consume = (pattern: RegExp) => {
    leftover = leftover.replace(new RegExp(pattern.source, 'g'), ' ');
  };
  const themes: string[] = [];
  const genreIds = new Set<number>();
  for (const [pattern, ids] of GENRE_WORDS) {
    const found = rest.match(pattern);
    // 'heist', 'mafia' or 'space' name a subject as well as a genre: they stay as subject words.
    if (found && !SUBJECT_GENRE_WORDS.test(found[0])) consume(pattern);
    if (found && !ids.every((id) => genreIds.has(id))) {
      themes.push(found[0]);
      ids.forEach((id) => genreIds.add(id));
    }
  }
  const mood = MOOD_WORDS.map(([pattern, name]) => ({ name, pattern, found: rest.match(pattern) })).find(
    (entry) => entry.found,
  );
  if (mood?.found) {
    themes.push(mood.found[0]);
    consume(mood.pattern);
  }
  const language = LANGUAGE_WORDS.find(([pattern]) => pattern.test(rest));
  if (language) consume(language[0]);
  const runtime = runtimes(rest);
  consume(RUNTIME_WORDS);
  consume(
    /\b(?:between|from|after|since|newer than|before|until|older than|in|the)?\s*(?:(?:19|20)?\d0'?s|(?:19|20)\d{2})\b/,
  );
  consume(new RegExp(`\\b(${Object.keys(DECADE_WORDS).join('|')})\\b`));
  consume(
    /\b(?:rated|rating|score[sd]?)?\s*(?:above|over|at least|more than|higher than|>=?)\s+\d(?:\.\d)?\b/,
  );
  consume(/\b(highly|well|top)[- ]rated\b|\bacclaimed\b|\bmasterpieces?\b|\bclassics?\b/);
  const subject = words(leftover).filter(
    (word) => !isStopWord(word) && !FILLER.has(word) && !/^\d+$/.test(word) && word.length > 1,
  );
  // 'action packed' names the mood, not also the Action genre on top of it.
  if (mood?.name === 'action_packed') {
    genreIds.delete(GENRE.action);
    themes.splice(themes.indexOf('action'), 1);
  }
  return {
    genreIds: [...genreIds],
    ...years(rest),
    // A mood asks for films good enough to suit it, unless the query names its own bar.
    minRating: rating(rest) ?? (mood ? MOOD_PROFILES[mood.name].minRating : null),
    similarTo,
    mood: mood?.name ?? null,
    language: language?.[1] ?? null,
    ...runtime,
    subject,
    subjectCue: SUBJECT_CUE.test(rest),
    themes: [...themes, ...subject],
  };
}

const RUNTIME_WORDS =
  /\b(short|quick|brief|epic|long|(?:under|less than|below|over|more than|longer than) (?:\d+|an?|one|two|three) (?:minutes?|mins?|hours?))\b/;

function runtimes(text: string): { maxRuntime: number | null; minRuntime: number | null } {
  const limit = text.match(
    /\b(under|less than|below|over|more than|longer than) (\d+|an?|one|two|three) (minutes?|mins?|hours?)\b/,
  );
  if (limit) {
    const count = { a: 1, an: 1, one: 1, two: 2, three: 3 }[limit[2]!] ?? Number(limit[2]);
    const minutes = /hour/.test(limit[3]!) ? count * 60 : count;
    return /under|less|below/.test(limit[1]!)
      ? { maxRuntime: minutes, minRuntime: null }
      : { maxRuntime: null, minRuntime: minutes };
  }
  if (/\b(short|quick|brief)\b/.test(text)) return { maxRuntime: SHORT_MINUTES, minRuntime: null };
  if (/\b(epic|long)\b/.test(text)) return { maxRuntime: null, minRuntime: EPIC_MINUTES };
  return { maxRuntime: null, minRuntime: null };
}

function similarTitle(query: string): string | null {
  const found = query.match(/\b(?:similar to|like|in the style of)\s+["']?([^",.?!]+?)["']?\s*(?:[,.?!]|$)/i);
  const title = found?.[1]?.trim();
  // 'I'd like a comedy' is not a comparison.
  if (!title || /^(a|an|some|to|something|movies?|films?)\b/i.test(title)) return null;
  return title;
}

function years(text: string): { fromYear: number | null; toYear: number | null } {
  const range = text.match(new RegExp(`\\b(?:between|from)\\s+${YEAR}\\s+(?:and|to|-)\\s+${YEAR}\\b`));
  if (range) return { fromYear: Number(range[1]), toYear: Number(range[2]) };
  const decade = text.match(/\b(?:(19|20)?(\d)0)'?s\b/);
  if (decade) {
    const century = decade[1] ? Number(decade[1]) * 100 : Number(decade[2]) >= 3 ? 1900 : 2000;
    const start = century + Number(decade[2]) * 10;
    return { fromYear: start, toYear: start + 9 };
  }
  const decadeWord = Object.entries(DECADE_WORDS).find(([word]) => new RegExp(`\\b${word}\\b`).test(text));
  if (decadeWord) return { fromYear: decadeWord[1], toYear: decadeWord[1] + 9 };
  const after = text.match(new RegExp(`\\b(?:from|after|since|newer than)\\s+${YEAR}\\b`));
  const before = text.match(new RegExp(`\\b(?:before|until|older than)\\s+${YEAR}\\b`));
  if (after || before) {
    return {
      fromYear: after ? Number(after[1]) + (/after|newer/.test(after[0]) ? 1 : 0) : null,
      toYear: before ? Number(before[1]) - (/before|older/.test(before[0]) ? 1 : 0) : null,
    };
  }
  const single = text.match(new RegExp(`\\b(?:in\\s+)?${YEAR}\\b`));
  if (single) return { fromYear: Number(single[1]), toYear: Number(single[1]) };
  return { fromYear: null, toYear: null };
}

function rating(text: string): number | null {
  const explicit = text.match(
    /\b(?:rated|rating|score[sd]?)?\s*(?:above|over|at least|more than|higher than|>=?)\s+(\d(?:\.\d)?)\b/,
  );
  if (explicit) {
    const value = Number(explicit[1]);
    if (value <= 10) return value;
  }
  if (/\b(highly|well|top)[- ]rated\b|\bacclaimed\b|\bmasterpieces?\b|\bclassics?\b|\bthe best\b/.test(text))
    return 7.5;
  if (/\bgood\b/.test(text)) return 6.5;
  return null;
}

/** The parse in the answer's shape. */
export function toSearchParameters(parsed: ParsedSearch): AiSearchParameters {
  return {
    genres: parsed.genreIds.map(genreName),
    themes: parsed.themes,
    // The mood as words ('something mind-bending'), as a provider would write it, not its id.
    mood: parsed.mood ? MOOD_PROFILES[parsed.mood].label : '',
    year_range: { min: parsed.fromYear, max: parsed.toYear },
    rating_range: { min: parsed.minRating },
    similar_to: parsed.similarTo,
  };
}
