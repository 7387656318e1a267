// The api compiles this package's sources, so it needs these untyped libraries' declarations here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../vendor.d.ts" />
import { SentimentIntensityAnalyzer } from 'vader-sentiment';

/**
 * Review sentiment: VADER (a general English lexicon with rules for negation, intensifiers, 'but' and
 * emphasis; MIT-licensed lexicon, Apache-2.0 code) per sentence, plus the film-review phrases it does
 * not know ('too long', 'fell asleep', 'edge of my seat') and the common sarcastic turns, which flip
 * what praise words seem to say ('Oh great, two hours I will never get back').
 */

/** Phrases of film reviews VADER's general lexicon misses, and how much they add (-1..1 scale). */
const REVIEW_PHRASES: [RegExp, number][] = [
  [/\btoo (long|loud|slow|much|predictable|dark|silly|busy)\b/, -0.45],
  [/\b(fell|falling) asleep\b|\bwalked out\b|\bchecked my (phone|watch)\b/, -0.6],
  [/\b(never|won'?t) get (those|that|them|it|.{0,30}) back\b/, -0.7],
  [/\bwaste of (time|money)\b|\bsave your money\b|\bmoney back\b/, -0.7],
  [/\b(cash|money) grab\b|\bplot holes?\b|\bnothing happens\b|\bgoes nowhere\b/, -0.55],
  [
    /\b(overlong|overstuffed|overhyped|drags?( on)?|snooze|yawn|slog|chore|meh|nonsens(e|ical)|incoherent)\b/,
    -0.5,
  ],
  [
    /\b(paper[- ]thin|cardboard|wooden|cringe\w*|letdown|let down|forgettable|forgot it|pretentious|muddled|glacial|soulless|hollow|clunky|uneven|clich[eé]s?)\b/,
    -0.45,
  ],
  [
    /\bonly good thing\b|\btrailer was better\b|\b(zero|two|one) stars?\b|\bcan'?t act\b|\bnothing works\b/,
    -0.8,
  ],
  [/\bnot even\b.*\bsave\b|\bcould(n'?t| not) (quite )?(save|rescue)\b|\bruns? out of steam\b/, -0.7],
  [
    /\bnot (\w+ )?(good|great|funny|scary|worth|fun|memorable)\b|\bwasn'?t for me\b|\bwouldn'?t watch it again\b/,
    -0.5,
  ],
  [/\bdoesn'?t hang together\b|\bdoesn'?t work\b|\bis not\.?$|\bthe writing is not\b/, -0.6],
  [
    /\bwanted to (like|love|enjoy)\b|\bexpected (so )?much more\b|\bcould have been (great|better|good)\b/,
    -0.5,
  ],
  [
    /\b(don'?t|do not) bother\b|\bskip it\b|\bavoid\b|\bnobody asked for\b|\bcouldn'?t wait for it to end\b/,
    -0.6,
  ],
  [
    /\b(edge of (my|your) seat|must[- ]see|blew me away|blown away|knocked it out of the park|tour de force)\b/,
    0.6,
  ],
  [
    /\b(gem|hooked|treasure|speechless|crowd-pleaser|triumph|instant classic|watch (it )?again|seen it \w+ times)\b/,
    0.5,
  ],
  [/\b(didn'?t|did not|wasn'?t|was not|won'?t) (disappoint|regret|bored|be disappointed)\w*\b/, 0.6],
  [
    /\bnot (a single|once)\b.*\b(wasted|check|bored|dull)\w*\b|\bnever a dull moment\b|\bno complaints\b/,
    1.1,
  ],
  [/\bwon'?t stay with you\b|\bforgot(ten)? it\b|\bnothing more\b/, -0.5],
  [/\bnothing i didn'?t like\b|\bdoesn'?t get (much )?better\b|\bcan'?t (recommend|say enough)\b/, 0.7],
];

/**
 * Review words missing from VADER's lexicon, on its -4..4 scale; negated ('not captivating') within
 * NEGATION_REACH words.
 */
const REVIEW_WORDS: Record<string, number> = {
  incredible: 2.8,
  captivating: 2.5,
  electric: 1.5,
  uplifting: 2.3,
  spectacular: 2.3,
  favourite: 2,
  favourites: 2,
  favorite: 2,
  favorites: 2,
  exceeded: 2,
  heartwarming: 2.5,
  heartfelt: 2.2,
  gorgeous: 2.5,
  terrific: 2.8,
  magnificent: 3,
  unforgettable: 2.5,
  witty: 2,
  stylish: 1.5,
  tender: 1.5,
  crackles: 1.5,
  gripping: 2,
  haunting: 1.5,
  masterpiece: 3,
  garbage: -3,
  unwatchable: -3,
  lifeless: -2,
  joyless: -2,
  mechanical: -1.2,
  obvious: -1,
  mistake: -2,
  poorly: -2,
  nonexistent: -1.5,
  juvenile: -1.5,
  empty: -1.5,
  thin: -1,
  slight: -1,
  bland: -1.8,
  problems: -1.2,
  problem: -1.2,
  flawed: -1.2,
  messy: -1.8,
  mess: -1.8,
  clumsy: -1.8,
  silly: -1.2,
  sags: -1.2,
  tedious: -2,
  groans: -1.2,
  dull: -2,
  predictable: -1.5,
  weak: -1.8,
  incoherent: -2,
  confusing: -1.5,
  unlikeable: -1.5,
  stale: -1.5,
  offensive: -2,
  sloppy: -1.8,
};
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'nothing', 'hardly', 'without']);
const NEGATION_REACH = 3;

/**
 * Words VADER scores that in a review name what a film is about or what it is, not how good it is
 * ('a war film', 'the villain', 'genuinely scary'): read as neutral.
 */
const SUBJECT_MATTER =
  /\b(blockbuster|war|wars|battle|battles|villain|villains|horror|scary|scared|killer|killing|kill|crime|dark|death|dead|die|dies|fight|fights|fighting|monster|monsters|evil|cried|tears|weep|sad|comedy|romance|romantic|love story|drama|hero|heroes)\b/g;

/** Sentences that say 'fine, no more': neither side. */
const LUKEWARM =
  /^(it'?s |it was |that was )?(okay|ok|fine|alright|average|decent|watchable|so-so)\b|\bnothing special\b|\bgood,? (but )?not great\b|\bnot memorable\b/;

/** Sarcasm: praise that means the opposite. The sentence then counts as clearly negative. */
const SARCASM = [
  /\boh,? (great|wonderful|joy|brilliant|good|perfect)\b/,
  /\byeah,? right\b/,
  /\bjust what (the world|we|i) (needed|wanted)\b/,
  /\bthanks for nothing\b/,
  /\bif you (like|enjoy|love) (being bored|staring at|wasting)\b/,
  /\b(masterpiece|triumph) of (boredom|tedium|nothing)\b/,
];

/** A sentence counts toward a side when its score is at least this far from neutral. */
const SIDE = 0.2;
const CONTRAST =
  /\b(but|yet|though|although|whereas|however|despite|let down by|wasted on|buried under|scattered through)\b/i;
const CONTRAST_SIDE = 0.1;
const CONTRAST_MIXED_SHARE = 0.2;
/** A lukewarm clause ('it's okay') is evidence for both sides at once. */
const LUKEWARM_EVIDENCE = 0.3;
/** A review is mixed when its weaker side holds at least this share of the evidence. */
const MIXED_SHARE = 0.3;

export type Polarity = 'positive' | 'negative' | 'mixed';

export interface TextSentiment {
  /** -1..1: the text's overall lean. */
  value: number;
  polarity: Polarity;
  sentences: { sentence: string; value: number }[];
}

/** -1..1: one sentence's sentiment. */
export function sentenceValue(sentence: string): number {
  const text = sentence.toLowerCase();
  if (isSarcastic(text)) return -0.7;
  if (LUKEWARM.test(text)) return 0;
  // Lower case: the VADER port only knows its negations ('not', "isn't") in lower case.
  let value = SentimentIntensityAnalyzer.polarity_scores(text.replace(SUBJECT_MATTER, 'film')).compound;
  const tokens = tokenize(text);
  tokens.forEach((token, index) => {
    const weight = REVIEW_WORDS[token];
    if (weight === undefined) return;
    const negated = tokens
      .slice(Math.max(0, index - NEGATION_REACH), index)
      .some((word) => NEGATORS.has(word));
    value += (weight / 4) * (negated ? -0.75 : 1);
  });
  for (const [pattern, weight] of REVIEW_PHRASES) if (pattern.test(text)) value += weight;
  return Math.max(-1, Math.min(1, value));
}

export function textSentiment(text: string): TextSentiment {
  const sentences = splitSentences(text)
    // A sarcastic sentence is read whole: its halves alone would look like praise.
    .flatMap((sentence) => (isSarcastic(sentence) ? [sentence] : clauses(sentence)))
    .map((sentence) => ({ sentence, value: sentenceValue(sentence) }));
  const lukewarm =
    sentences.filter((entry) => LUKEWARM.test(entry.sentence.toLowerCase())).length * LUKEWARM_EVIDENCE;
  // An explicit contrast ('but', 'let down by') says the review weighs two sides: fainter ones count.
  const contrast = CONTRAST.test(text);
  const side = contrast ? CONTRAST_SIDE : SIDE;
  const mixedShare = contrast ? CONTRAST_MIXED_SHARE : MIXED_SHARE;
  const positive =
    lukewarm + sentences.filter((entry) => entry.value >= side).reduce((sum, entry) => sum + entry.value, 0);
  const negative =
    lukewarm - sentences.filter((entry) => entry.value <= -side).reduce((sum, entry) => sum + entry.value, 0);
  const evidence = positive + negative;
  const value = sentences.length
    ? sentences.reduce((sum, entry) => sum + entry.value, 0) / sentences.length
    : 0;
  const polarity: Polarity =
    evidence > 0 && Math.min(positive, negative) / evidence >= mixedShare
      ? 'mixed'
      : Math.abs(value) < 0.1
        ? 'mixed'
        : value > 0
          ? 'positive'
          : 'negative';
  return { value, polarity, sentences };
}

const isSarcastic = (sentence: string): boolean =>
  SARCASM.some((pattern) => pattern.test(sentence.toLowerCase()));

/**
 * A sentence's contrasting halves read apart ('great cast, bad script'; 'funny, but far too long'), so a
 * pro and a con in one sentence are both seen.
 */
function clauses(sentence: string): string[] {
  const parts = sentence
    .split(
      /\s*(?:[;:,]|\s+\b(?:but|yet|though|although|while|whereas|wasted on|let down by|buried under|scattered through|with an? (?:few|couple of))\b)\s*/i,
    )
    .map((part) => part.trim())
    .filter((part) => /[a-z]{2}/i.test(part));
  return parts.length ? parts : [sentence];
}

export const splitSentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/** 0..10, 5 neutral. */
export const tenPointScore = (value: number): number => 5 + 5 * value;

export function sentimentLabel(score: number): string {
  if (score >= 8) return 'Very Positive';
  if (score >= 6.5) return 'Positive';
  if (score >= 4.5) return 'Mixed';
  if (score >= 3) return 'Negative';
  return 'Very Negative';
}

export const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/n't\b/g, " n't")
    .match(/[a-z']+/g) ?? [];
