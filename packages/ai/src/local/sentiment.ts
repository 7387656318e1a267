// The api compiles this package's sources, so it needs these untyped libraries' declarations here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../vendor.d.ts" />
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import {
  CONCESSION,
  IRREALIS,
  PRIOR_STANCE,
  LUKEWARM,
  REVIEW_PHRASES,
  REVIEW_WORDS,
  RHETORICAL,
  SARCASM,
  SUBJECT_MATTER,
} from './reviewLexicon';

/**
 * Review sentiment: VADER (a general English lexicon with rules for negation, intensifiers, 'but' and
 * emphasis; MIT-licensed lexicon, Apache-2.0 code) per clause, plus what film reviews say that it does
 * not know (reviewLexicon.ts): review words and idioms, sarcasm and rhetorical questions, which flip what
 * praise words seem to say, and irrealis ('it should have been great'), which is no verdict.
 */

/** Words that negate a review word within NEGATION_REACH words before it ('not captivating'). */
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'nothing', 'hardly', 'without']);
const NEGATION_REACH = 3;
/** Words after which a negator intensifies instead. */
const NOT_NEGATING = new Set(['but', 'short', 'less', 'only', 'just', 'doubt', 'question', 'wonder']);
/** How a sarcastic sentence reads (-1..1). */
const SARCASTIC = -0.7;
/** A sentence that only retracts the one before it ('… Not.', 'A triumph. Of mediocrity.'). */
const RETRACTION =
  /^(not|that'?s (it|all)|of (\w+ )?(boredom|tedium|mediocrity|nothing|incompetence|stupidity|awfulness|cringe))[.!]*$/i;
/** How much praise conceded before a 'but' ('Sure, it looks nice, but…') still counts. */
const CONCEDED = 0.4;
/** How a rhetorical question, or praise in an irrealis clause, reads (-1..1). */
const DOUBTED_PRAISE = -0.5;
/**
 * A clause that only negates ('the script isn't', 'the comedy doesn't') says the opposite of the clause
 * before it, this much as strongly.
 */
const ELLIPTICAL_NEGATION =
  /^(but |and )?(the |its |it |this |that )?(\w+ ){0,2}(isn'?t|is not|wasn'?t|was not|aren'?t|are not|weren'?t|doesn'?t|does not|didn'?t|did not|less so|not so much)\.?!?$|^(but )?(nothing|none of the|none of it) ?(else|rest)? (is|was|does|did)\.?!?$/;
const ELLIPSIS_ECHO = 0.8;

/** A sentence counts toward a side when its score is at least this far from neutral. */
const SIDE = 0.2;
const CONTRAST =
  /\b(but|yet|though|although|whereas|however|despite|let down by|wasted on|buried under|scattered through|with an? (few|couple of))\b/i;
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
  /** Each clause's value, and the value of the whole sentence it was taken from. */
  sentences: { sentence: string; value: number; context: number }[];
}

/** -1..1: one sentence's sentiment. */
export function sentenceValue(sentence: string): number {
  const text = sentence.toLowerCase();
  if (isSarcastic(text)) return SARCASTIC;
  if (LUKEWARM.test(text)) return 0;
  if (RHETORICAL.test(text)) return DOUBTED_PRAISE;
  // What the reviewer liked or disliked before this film is not what they think of it.
  if (PRIOR_STANCE.test(text)) return 0;
  // Lower case: the VADER port only knows its negations ('not', "isn't") in lower case.
  let value = SentimentIntensityAnalyzer.polarity_scores(text.replace(SUBJECT_MATTER, 'film')).compound;
  const tokens = tokenize(text);
  tokens.forEach((token, index) => {
    const weight = REVIEW_WORDS[token];
    if (weight !== undefined) value += (weight / 4) * negation(tokens.slice(0, index));
  });
  // What was hoped or might have been is no verdict: praise there is a disappointed hope.
  // A sentence that goes on past a contrast ('…, but it is a disaster') has its verdict there.
  const goesOn = CONTRAST.test(text.replace(/^(but|yet|though|although)\s+/, ''));
  if (IRREALIS.test(text) && !goesOn) value = value > 0 ? DOUBTED_PRAISE : 0;
  for (const [pattern, weight] of REVIEW_PHRASES) {
    const match = pattern.exec(text);
    // Negated idioms turn too: 'it never drags', 'I didn't fall asleep', 'not a must-see'.
    if (match) value += weight * negation(tokenize(text.slice(0, match.index)));
  }
  return Math.max(-1, Math.min(1, value));
}

/**
 * How a review word or idiom counts after these words: -0.75 when a negator is within reach, unless the
 * negator only intensifies ('nothing but a cash grab', 'not only dull', 'no doubt a must-see').
 */
const negation = (before: string[]): number => {
  const near = before.slice(-NEGATION_REACH);
  const negated = near.some((word, index) => NEGATORS.has(word) && !NOT_NEGATING.has(near[index + 1] ?? ''));
  return negated ? -0.75 : 1;
};

export function textSentiment(text: string): TextSentiment {
  const split = splitSentences(text);
  const sentences = split
    // 'What a great use of two hours. Not.': the retraction makes the praise before it sarcasm.
    .filter((sentence) => !RETRACTION.test(sentence))
    .flatMap((whole) => {
      const retracted = RETRACTION.test(split[split.indexOf(whole) + 1] ?? '');
      if (retracted) return [{ sentence: whole, value: SARCASTIC, context: SARCASTIC }];
      // A sarcastic sentence is read whole: its halves alone would look like praise. So is one that
      // opens lukewarm ('Fine for a Sunday, nothing more'): its parts alone would take a side.
      const context = sentenceValue(whole);
      const parts = readWhole(whole) ? [whole] : clauses(whole);
      const conceded = parts.length > 1 && CONCESSION.test(whole.toLowerCase()) && /\bbut\b/i.test(whole);
      return parts.map((sentence, index) => {
        const value = sentenceValue(sentence);
        const backgrounded = conceded && index < parts.length - 1 && value > 0;
        return { sentence, value: backgrounded ? value * CONCEDED : value, context };
      });
    })
    .map((entry, index, all) =>
      index > 0 && ELLIPTICAL_NEGATION.test(entry.sentence.toLowerCase())
        ? { ...entry, value: -ELLIPSIS_ECHO * all[index - 1]!.value }
        : entry,
    );
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

/** 'Riveting, if you like watching paint dry': praise made conditional on liking something bad. */
const IF_YOU_LIKE = /\bif you (like|enjoy|love|want|need|are into|prefer)\b(.+)$/;

const isSarcastic = (sentence: string): boolean => {
  const text = sentence.toLowerCase();
  const condition = IF_YOU_LIKE.exec(text)?.[2];
  return SARCASM.some((pattern) => pattern.test(text)) || (!!condition && sentenceValue(condition) <= -SIDE);
};

const readWhole = (sentence: string): boolean =>
  isSarcastic(sentence) || LUKEWARM.exec(sentence.toLowerCase())?.index === 0;

/**
 * A sentence's contrasting halves read apart ('great cast, bad script'; 'funny, but far too long'; 'went
 * in skeptical and came out a fan'), so a pro and a con in one sentence are both seen.
 */
function clauses(sentence: string): string[] {
  const parts = sentence
    .split(
      /\s*(?:[;:,]|\s+\b(?:but|yet|though|although|while|whereas|wasted on|let down by|buried under|scattered through|with an? (?:few|couple of))\b|\s+and\s+(?=(?:then\s+)?(?:ended up|came out|left|walked out)\b)|\s+(?:that|which)\s+(?=(?:could|should|would|might) have been\b|(?:then\s+)?(?:runs? out|falls? apart|collapses?|fizzles?|loses? (?:its|the) way)\b)|\s+in an? (?=(?:otherwise\s+)?(?:\w+\s+)?(?:film|movie|mess|script|story|sequel|remake)\b))\s*/i,
    )
    .map((part) => part.trim())
    .filter((part) => /[a-z]{2}/i.test(part))
    .flatMap(opposedHalves);
  return parts.length ? parts : [sentence];
}

/**
 * 'A great cast and a bad script': halves joined by 'and' that take opposite sides read apart; halves on
 * the same side ('funny and moving') stay one clause.
 */
function opposedHalves(clause: string): string[] {
  const halves = clause.split(/\s+and\s+/i);
  if (halves.length < 2) return [clause];
  const values = halves.map(sentenceValue);
  return values.some((value) => value >= SIDE) && values.some((value) => value <= -SIDE) ? halves : [clause];
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
