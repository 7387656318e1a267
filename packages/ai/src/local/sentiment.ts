/** A small sentiment lexicon: word → weight (positive good, negative bad). */
const LEXICON: Record<string, number> = {
  masterpiece: 3,
  brilliant: 3,
  amazing: 3,
  outstanding: 3,
  superb: 3,
  perfect: 3,
  stunning: 3,
  flawless: 3,
  excellent: 3,
  incredible: 3,
  phenomenal: 3,
  breathtaking: 3,
  loved: 2.5,
  love: 2,
  wonderful: 2.5,
  fantastic: 2.5,
  great: 2,
  beautiful: 2,
  gripping: 2,
  captivating: 2,
  compelling: 2,
  moving: 2,
  powerful: 2,
  hilarious: 2,
  clever: 2,
  memorable: 2,
  enjoyable: 2,
  impressive: 2,
  best: 2,
  good: 1.5,
  fun: 1.5,
  nice: 1,
  solid: 1,
  funny: 1.5,
  charming: 1.5,
  thrilling: 2,
  engaging: 1.5,
  entertaining: 1.5,
  recommend: 1.5,
  enjoyed: 1.5,
  impeccable: 2.5,
  underrated: 1,
  like: 0.5,
  liked: 1,
  strong: 1,
  smart: 1.5,
  touching: 1.5,
  fresh: 1,
  delightful: 2,
  terrible: -3,
  awful: -3,
  horrible: -3,
  worst: -3,
  garbage: -3,
  unwatchable: -3,
  disaster: -2.5,
  dreadful: -3,
  atrocious: -3,
  boring: -2,
  dull: -2,
  bad: -2,
  poor: -2,
  weak: -1.5,
  mess: -2,
  messy: -1.5,
  disappointing: -2,
  disappointed: -2,
  disappointment: -2,
  waste: -2.5,
  wasted: -2,
  stupid: -2,
  annoying: -1.5,
  predictable: -1.5,
  forgettable: -1.5,
  confusing: -1.5,
  slow: -1,
  bland: -1.5,
  cliche: -1.5,
  cliched: -1.5,
  overlong: -1.5,
  tedious: -2,
  pointless: -2,
  lazy: -2,
  hate: -2.5,
  hated: -2.5,
  mediocre: -1.5,
  flat: -1,
  shallow: -1.5,
  ridiculous: -1.5,
  painful: -2,
  overrated: -1.5,
  lifeless: -2,
  cringe: -2,
};

const NEGATIONS = new Set([
  'not',
  "n't",
  'no',
  'never',
  'nothing',
  'hardly',
  'barely',
  'neither',
  'nor',
  'without',
]);
const INTENSIFIERS: Record<string, number> = {
  very: 1.5,
  really: 1.4,
  extremely: 1.8,
  incredibly: 1.8,
  so: 1.3,
  truly: 1.4,
  absolutely: 1.8,
  utterly: 1.8,
  totally: 1.5,
  quite: 1.2,
  super: 1.5,
  most: 1.3,
  slightly: 0.6,
  somewhat: 0.7,
  bit: 0.7,
};
/** How many words back a negation or intensifier still reaches ('not very good', 'not a good'). */
const REACH = 3;

export interface SentimentScore {
  /** Sum of the weighted sentiment words. */
  total: number;
  /** How many sentiment words were found: the evidence behind `total`. */
  hits: number;
}

export const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/n't\b/g, " n't")
    .match(/[a-z']+/g) ?? [];

export function scoreText(text: string): SentimentScore {
  const words = tokenize(text);
  let total = 0;
  let hits = 0;
  words.forEach((word, index) => {
    const weight = LEXICON[word];
    if (weight === undefined) return;
    const before = words.slice(Math.max(0, index - REACH), index);
    const negated = before.some((previous) => NEGATIONS.has(previous));
    const intensity = before.reduce((product, previous) => product * (INTENSIFIERS[previous] ?? 1), 1);
    total += weight * intensity * (negated ? -0.8 : 1);
    hits += 1;
  });
  return { total, hits };
}

/** 0..10, 5 neutral: the text's sentiment per sentiment word, squashed so a few strong words don't saturate. */
export function textScore({ total, hits }: SentimentScore): number {
  if (hits === 0) return 5;
  return 5 + 5 * Math.tanh(total / (1.5 * Math.sqrt(hits) + 1));
}

export const splitSentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

export function sentimentLabel(score: number): string {
  if (score >= 8) return 'Very Positive';
  if (score >= 6.5) return 'Positive';
  if (score >= 4.5) return 'Mixed';
  if (score >= 3) return 'Negative';
  return 'Very Negative';
}
