import type { MovieAnalysis } from '@marquee/contracts';
import type { MovieForAnalysis } from '../types';
import { subjectKeywords } from './keywords';
import { OFFLINE, listJoin, releaseYear } from './offline';

/** What each genre tends to be about, look like, and which films it is usually compared with. */
const GENRE_TRAITS: Record<
  string,
  {
    themes: string[];
    symbolism: string;
    style: string;
    mood: string;
    archetype: string;
  }
> = {
  Action: {
    themes: ['courage under pressure', 'justice'],
    symbolism: 'vehicles and weapons as extensions of will',
    style: 'kinetic camera work and rapid editing',
    mood: 'propulsive',
    archetype: 'the reluctant hero',
  },
  Adventure: {
    themes: ['the journey into the unknown', 'growing through trials'],
    symbolism: 'maps and thresholds as turning points',
    style: 'sweeping wide shots of landscapes',
    mood: 'expansive',
    archetype: 'the seeker',
  },
  Animation: {
    themes: ['imagination', 'growing up'],
    symbolism: 'colour as emotional shorthand',
    style: 'designed frames where every element is chosen',
    mood: 'vivid',
    archetype: 'the innocent',
  },
  Comedy: {
    themes: ['the absurdity of everyday life', 'friendship'],
    symbolism: 'running gags that mark how characters change',
    style: 'clear, bright framing that gives timing room',
    mood: 'playful',
    archetype: 'the trickster',
  },
  Crime: {
    themes: ['moral compromise', 'power and corruption'],
    symbolism: 'money and shadows as signs of guilt',
    style: 'low-key lighting and urban night scenes',
    mood: 'tense',
    archetype: 'the antihero',
  },
  Documentary: {
    themes: ['truth and perspective', 'real lives'],
    symbolism: 'archival images as memory',
    style: 'observational camera and interviews',
    mood: 'reflective',
    archetype: 'the witness',
  },
  Drama: {
    themes: ['identity', 'loss and resilience'],
    symbolism: 'recurring objects that carry memories',
    style: 'character-focused close-ups and natural light',
    mood: 'intimate',
    archetype: 'the everyman',
  },
  Family: {
    themes: ['belonging', 'kindness'],
    symbolism: 'home as safety',
    style: 'warm palettes and clear staging',
    mood: 'warm',
    archetype: 'the mentor',
  },
  Fantasy: {
    themes: ['good against evil', 'destiny'],
    symbolism: 'magic as the cost of power',
    style: 'rich production design and painterly light',
    mood: 'enchanted',
    archetype: 'the chosen one',
  },
  History: {
    themes: ['the weight of the past', 'individuals against events'],
    symbolism: 'costume and ritual as signs of an era',
    style: 'period detail and measured camera movement',
    mood: 'solemn',
    archetype: 'the witness to history',
  },
  Horror: {
    themes: ['fear of the unknown', 'survival'],
    symbolism: 'houses and darkness as the mind under threat',
    style: 'negative space and slow reveals',
    mood: 'dread-filled',
    archetype: 'the final survivor',
  },
  Music: {
    themes: ['passion and sacrifice', 'self-expression'],
    symbolism: 'performance as confession',
    style: 'camera moving with the rhythm',
    mood: 'rousing',
    archetype: 'the artist',
  },
  Mystery: {
    themes: ['hidden truth', 'obsession'],
    symbolism: 'clues as fragments of identity',
    style: 'controlled framing that hides as much as it shows',
    mood: 'enigmatic',
    archetype: 'the detective',
  },
  Romance: {
    themes: ['love and vulnerability', 'timing and chance'],
    symbolism: 'weather and places as reflections of feeling',
    style: 'soft light and lingering two-shots',
    mood: 'tender',
    archetype: 'the lovers',
  },
  'Science Fiction': {
    themes: ['technology and humanity', 'what makes us human'],
    symbolism: 'machines and space as mirrors of ourselves',
    style: 'bold production design and clean geometry',
    mood: 'awe-struck',
    archetype: 'the explorer',
  },
  Thriller: {
    themes: ['paranoia', 'cat and mouse'],
    symbolism: 'mirrors and doubles as divided selves',
    style: 'tight framing and mounting cross-cutting',
    mood: 'suspenseful',
    archetype: 'the hunted',
  },
  War: {
    themes: ['the cost of conflict', 'brotherhood'],
    symbolism: 'the battlefield as lost innocence',
    style: 'handheld immersion and desaturated colour',
    mood: 'harrowing',
    archetype: 'the soldier',
  },
  Western: {
    themes: ['law and the frontier', 'solitude'],
    symbolism: 'open land as freedom and threat',
    style: 'wide landscapes and long stand-offs',
    mood: 'stark',
    archetype: 'the lone gunman',
  },
};

const DEFAULT_TRAITS = GENRE_TRAITS.Drama!;

/** What each decade's films were made against. */
const DECADES: [number, string, string][] = [
  [1940, 'the Second World War and its aftermath', 'the studio system and wartime morale'],
  [1950, 'post-war prosperity and Cold War anxiety', 'conformity and the fear of the other'],
  [1960, 'the counterculture and civil rights movements', 'generational revolt and changing values'],
  [1970, 'New Hollywood, Vietnam and Watergate', 'distrust of institutions'],
  [1980, 'the blockbuster era and Reagan-Thatcher politics', 'ambition, consumerism and spectacle'],
  [1990, 'the end of the Cold War and the rise of independent film', 'identity, irony and media saturation'],
  [2000, 'the post-9/11 years and the digital shift', 'surveillance, fear and globalisation'],
  [2010, 'the streaming age and franchise dominance', 'connection and isolation in a networked world'],
  [2020, 'the pandemic years and a changing cinema business', 'uncertainty, community and technology'],
];

export function analyzeMovie(movie: MovieForAnalysis): MovieAnalysis {
  const genres = (movie.genres ?? []).map((genre) => genre.name);
  const traits = genres.map((name) => GENRE_TRAITS[name]).filter((trait) => trait !== undefined);
  const main = traits[0] ?? DEFAULT_TRAITS;
  const year = releaseYear(movie);
  // Production tags ('aftercreditsstinger', 'woman director') say nothing of what the film is about.
  const keywords = subjectKeywords(movie.keywords ?? []).slice(0, 5);
  const lead = movie.cast?.[0];
  const primary = [...new Set(traits.flatMap((trait) => trait.themes))].slice(0, 3);
  const era = year ? DECADES.filter(([start]) => start <= year).pop() : undefined;
  const length = !movie.runtime
    ? ''
    : movie.runtime > 150
      ? 'an epic running time'
      : movie.runtime < 95
        ? 'a lean running time'
        : 'a classic feature length';

  return {
    themes: {
      primary: primary.length ? primary : DEFAULT_TRAITS.themes,
      secondary: keywords.length ? keywords : genres.map((name) => `${name.toLowerCase()} conventions`),
      symbolism: traits.length
        ? traits.slice(0, 3).map((trait) => trait.symbolism)
        : [DEFAULT_TRAITS.symbolism],
    },
    character_analysis: {
      protagonist_journey: `${lead ? `${lead}'s lead` : 'The protagonist'} moves through ${main.themes[0]}${
        movie.overview ? `, set up as: ${firstSentence(movie.overview)}` : ''
      }`,
      relationships: `Relationships are tested by ${main.themes[1] ?? main.themes[0]}; ${
        movie.cast && movie.cast.length > 1
          ? `${listJoin(movie.cast.slice(0, 3))} carry the central dynamics`
          : 'the central bond drives the story'
      }.`,
      archetypes: [...new Set(traits.map((trait) => trait.archetype))].slice(0, 3),
    },
    cinematography: {
      style: `${capitalise(main.style)}${year ? `, shaped by ${year < 1970 ? 'classical studio technique' : year < 2000 ? 'film-era craft' : 'digital-era tools'}` : ''}.`,
      mood: `${capitalise(main.mood)}${traits[1] ? ` with a ${traits[1].mood} edge` : ''}.`,
      notable_elements: [
        ...traits.slice(0, 2).map((trait) => capitalise(trait.style)),
        ...(length ? [`${capitalise(length)} (${movie.runtime} minutes)`] : []),
        ...(movie.tagline ? [`The tagline sets the tone: "${movie.tagline}"`] : []),
      ],
    },
    cultural_context: {
      historical_period: era ? `Made in ${year}, during ${era[1]}.` : 'Its release period is not known.',
      social_commentary: era
        ? `It speaks to ${era[2]} through ${main.themes[0]}.`
        : `It explores ${main.themes[0]}.`,
      cultural_impact:
        (movie.vote_average ?? 0) >= 8
          ? `Audiences rate it ${movie.vote_average?.toFixed(1)}/10, a standing that makes it a reference point for ${genres[0] ?? 'its genre'}.`
          : `Rated ${movie.vote_average?.toFixed(1) ?? 'unknown'}/10, it is part of the ${genres[0] ?? 'film'} landscape of its time.`,
    },
    discussion_questions: [
      `How does ${movie.title} explore ${main.themes[0]}?`,
      `What does the ending say about ${main.themes[1] ?? 'its characters'}?`,
      lead
        ? `How does ${lead}'s performance shape your sympathy for the lead?`
        : 'Whose point of view does the film take, and why?',
      movie.director
        ? `Which choices mark this as a film by ${movie.director}?`
        : 'Which visual choices stood out, and what did they add?',
      `Would ${movie.title} be made differently today? What would change?`,
    ],
    // Similar films must be catalog films that link, and this job has no catalog: the api adds the
    // catalog's nearest neighbours of the film.
    similar_films: [],
    educational_value: `Useful for studying ${genres.length ? `${listJoin(genres.slice(0, 3).map((name) => name.toLowerCase()))} storytelling` : 'film storytelling'}${
      movie.director ? ` in ${movie.director}'s hands` : ''
    }${era ? `, and a film made during ${era[1]}` : ''}. (${OFFLINE}, from the film's metadata.)`,
    rewatch_value: traits.some(
      (trait) =>
        trait === GENRE_TRAITS.Mystery ||
        trait === GENRE_TRAITS.Thriller ||
        trait === GENRE_TRAITS['Science Fiction'],
    )
      ? 'High: details and clues read differently once you know where it goes.'
      : (movie.vote_average ?? 0) >= 7.5
        ? 'High: well-loved films reward a second look at performances and craft.'
        : 'Moderate: best revisited for favourite scenes.',
  };
}

const firstSentence = (text: string): string => (text.match(/^[^.!?]*[.!?]/)?.[0] ?? text).trim();
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
