import type { AI_MOODS } from '@marquee/contracts';
import { GENRE } from './genres';

/**
 * The one table mapping each mood to what the catalog can filter on. A film fits a mood when it has at
 * least one of its genres; `minRating` and the era narrow the candidates, `cosyGenres` earn extra weight.
 */
export interface MoodProfile {
  label: string;
  genreIds: number[];
  /** Genres that make a pick feel most like the mood (scored higher). */
  cosyGenreIds: number[];
  minRating: number;
  fromYear?: number;
  /** Films longer than this feel wrong for the mood (only checked when the runtime is known). */
  maxRuntime?: number;
  collection: { title: string; description: string };
}

export type MoodName = (typeof AI_MOODS)[number];

export const MOOD_PROFILES: Record<MoodName, MoodProfile> = {
  rainy_day: {
    label: 'a rainy day',
    genreIds: [GENRE.drama, GENRE.romance, GENRE.animation],
    cosyGenreIds: [GENRE.animation, GENRE.romance],
    minRating: 6.5,
    collection: {
      title: 'Rainy Day Comforts',
      description: 'Warm, absorbing stories to curl up with while the weather does its worst.',
    },
  },
  feel_good: {
    label: 'feeling good',
    genreIds: [GENRE.comedy, GENRE.family, GENRE.animation, GENRE.music],
    cosyGenreIds: [GENRE.comedy, GENRE.family],
    minRating: 6.5,
    maxRuntime: 130,
    collection: {
      title: 'Instant Mood Lifters',
      description: 'Light, funny and uplifting films that leave you smiling.',
    },
  },
  date_night: {
    label: 'a date night',
    genreIds: [GENRE.romance, GENRE.comedy],
    cosyGenreIds: [GENRE.romance],
    minRating: 6.3,
    maxRuntime: 140,
    collection: { title: 'Date Night Picks', description: 'Romance and laughs that are easy to share.' },
  },
  mind_bending: {
    label: 'something mind-bending',
    genreIds: [GENRE.scienceFiction, GENRE.mystery, GENRE.thriller],
    cosyGenreIds: [GENRE.scienceFiction, GENRE.mystery],
    minRating: 6.8,
    collection: {
      title: 'Mind-Bending Cinema',
      description: 'Puzzles, twists and big ideas that keep you thinking after the credits.',
    },
  },
  late_night: {
    label: 'a late night',
    genreIds: [GENRE.horror, GENRE.thriller, GENRE.crime],
    cosyGenreIds: [GENRE.horror, GENRE.thriller],
    minRating: 6.3,
    collection: {
      title: 'After Dark',
      description: 'Tense, dark and gripping films for when the lights are off.',
    },
  },
  action_packed: {
    label: 'an action-packed night',
    genreIds: [GENRE.action, GENRE.adventure],
    cosyGenreIds: [GENRE.action],
    minRating: 6.3,
    collection: {
      title: 'Pure Adrenaline',
      description: 'Chases, fights and spectacle from start to finish.',
    },
  },
};

export const isMood = (value: string): value is MoodName => value in MOOD_PROFILES;
