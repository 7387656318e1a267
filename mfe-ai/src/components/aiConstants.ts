import type { AiEngine, AiMood } from '@marquee/contracts';
import { theme } from '@marquee/ui';

/** A mood the hub offers; '' asks for recommendations personalised from the visitor's own data. */
export interface MoodOption {
  id: AiMood;
  /** Its messages' name: `mood.<key>.label` and `mood.<key>.description`. */
  key: MoodKey;
  /** A line icon's path on a 24-unit grid (LineIcon): drawn, so it needs no emoji font. */
  icon: string;
}

export type MoodKey =
  'rainyDay' | 'feelGood' | 'dateNight' | 'mindBending' | 'lateNight' | 'actionPacked' | 'personalized';

// The contract's AI_MOODS is a value and front ends import only types; AiMood checks every id here.
export const MOOD_OPTIONS: readonly MoodOption[] = [
  {
    id: 'rainy_day',
    key: 'rainyDay',
    icon: 'M7 15a4 4 0 1 1 1-7.9A5 5 0 0 1 17.6 8 3.5 3.5 0 0 1 17 15Zm1 3-1 2m5-2-1 2m5-2-1 2',
  },
  {
    id: 'feel_good',
    key: 'feelGood',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-7a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01',
  },
  {
    id: 'date_night',
    key: 'dateNight',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  },
  {
    id: 'mind_bending',
    key: 'mindBending',
    icon: 'M12 12a2 2 0 1 1 2-2 4 4 0 1 1-4-4 6 6 0 1 1-6 6 8 8 0 0 1 8-8',
  },
  {
    id: 'late_night',
    key: 'lateNight',
    icon: 'M20 14.5A8 8 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5Z',
  },
  {
    id: 'action_packed',
    key: 'actionPacked',
    icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  },
  {
    id: '',
    key: 'personalized',
    icon: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  },
];

/** docs/product.md §9: the hub asks for 12 recommendations (the API's default is 10). */
export const HUB_RECOMMENDATION_COUNT = 12;

/** docs/product.md §9: themes shown per recommendation. */
export const THEMES_SHOWN = 3;

/** The example searches offered, as message keys (the example is searched in the language shown). */
export const EXAMPLE_SEARCH_QUERIES = [
  'search.example1',
  'search.example2',
  'search.example3',
  'search.example4',
  'search.example5',
  'search.example6',
] as const;

/** Who answered, as a message key: the configured provider, or the built-in engine that works without one. */
export function engineName(engine: AiEngine): 'engine.openai' | 'engine.local' {
  return engine === 'openai' ? 'engine.openai' : 'engine.local';
}

export type ScoreTone = 'green' | 'yellow' | 'orange' | 'red';

/** The theme's score colours: readable on the page in either theme. */
export const SCORE_TONE_COLORS: Record<ScoreTone, string> = {
  green: theme.colors.scoreGreen,
  yellow: theme.colors.scoreYellow,
  orange: theme.colors.scoreOrange,
  red: theme.colors.scoreRed,
};

/** docs/product.md §9: recommendation confidence colours (percent). */
export function confidenceTone(percent: number): ScoreTone {
  if (percent >= 90) return 'green';
  if (percent >= 80) return 'yellow';
  if (percent >= 70) return 'orange';
  return 'red';
}

/** docs/product.md §9: the sentiment score's scale and its default when the analysis has none. */
export const SENTIMENT_SCALE = 10;
export const SENTIMENT_DEFAULT = 5;

/** docs/product.md §9: sentiment score colours (out of 10). */
export function sentimentTone(score: number): ScoreTone {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}
