declare module 'wink-porter2-stemmer' {
  /** The Porter2 stem of one lower-case English word. */
  export default function stem(word: string): string;
}

declare module 'vader-sentiment' {
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
  };
}
