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
  SOURCE_PRAISE,
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
/** Words after which a negator intensifies instead ('nothing short of', "can't wait to see it again"). */
const NOT_NEGATING = new Set(['but', 'short', 'less', 'only', 'just', 'doubt', 'question', 'wonder', 'wait']);
/**
 * The same intensifying negations as VADER must read them: it negates the praise that follows 'nothing
 * short of' and reads "can't wait to see it" as a negated wish.
 */
const INTENSIFYING_NEGATIONS: [RegExp, string][] = [
  [/\b(there'?s|there is) no denying\b/g, 'truly'],
  [/\bnothing (short of|less than)\b/g, 'truly'],
  [/\b(can'?t|cannot|couldn'?t) wait to\b/g, 'eager to'],
  // 'I have never checked the time so often': never … so much is the most, not none.
  [/\bnever\b(?=.*\bso (often|much|many times|bored|badly|hard)\b)/g, 'ever'],
];
/** How a sarcastic sentence reads (-1..1). */
const SARCASTIC = -0.7;
/**
 * A sentence that only retracts the one before it ('… Not.', 'A triumph. Of mediocrity.'), or mocks it
 * with an understatement ('What a masterpiece. I only checked my phone twelve times.').
 */
const RETRACTION =
  /^(not|that'?s (it|all)|shame about the (film|movie|rest( of it)?|everything else)|of (\w+ )?(boredom|tedium|mediocrity|nothing|incompetence|stupidity|awfulness|cringe))[.!]*$|^i only (checked|looked at|glanced at) (my|the) (phone|watch|time|clock)( \w+)? (three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|a dozen|a hundred|\d+) times[.!]*$/i;
/** Words that only open a clause: a concession ('Sure,', 'Granted,') or an interjection ('Wow,'). */
const OPENER_ONLY =
  /^(sure|granted|admittedly|yes|ok|okay|fine|to be fair|in fairness|i'?ll admit|i admit|i suppose|i guess|wow|oh|well|yeah|gosh|boy|man)$/i;
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
/** What one side cannot make up for: 'strong performances can't make up for a weak script'. */
const OUTWEIGHED =
  "(?:can'?t|cannot|couldn'?t|doesn'?t|don'?t|fails? to) (?:quite )?(?:make up for|save|rescue|hide|disguise)";
const CONTRAST = new RegExp(
  String.raw`\b(but|yet|though|although|whereas|however|despite|let down by|wasted on|buried under|scattered through|with an? (few|couple of)|if (a little|a bit|slightly|somewhat|rather|occasionally|nothing special|not (quite|always|entirely))|${OUTWEIGHED})\b`,
  'i',
);
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
  /** Each clause and its value; a conceded one ('Sure, it looks nice, but…') is granted, not weighed. */
  sentences: { sentence: string; value: number; conceded: boolean }[];
}

/**
 * -1..1: one sentence's sentiment. Read `literally`, it is what the words say before sarcasm, lukewarm
 * hedges, rhetorical questions and the reviewer's prior stance are read into them.
 */
export function sentenceValue(sentence: string, literally = false): number {
  const text = INTENSIFYING_NEGATIONS.reduce(
    (read, [pattern, plain]) => read.replace(pattern, plain),
    withoutNames(sentence).toLowerCase(),
  );
  if (!literally) {
    if (isSarcastic(text)) return SARCASTIC;
    if (LUKEWARM.test(text)) return 0;
    if (RHETORICAL.test(text)) return DOUBTED_PRAISE;
    // What the reviewer liked or disliked before this film is not what they think of it.
    if (PRIOR_STANCE.test(text)) return 0;
  }
  // 'Not one of the jokes made me smile', 'There isn't a scene that works': praise of nothing.
  const ofNothing = NEGATED_SUBJECT.exec(text)?.[1];
  const praise = ofNothing ? sentenceValue(ofNothing, literally) : 0;
  if (praise > 0) return -NEGATED_PRAISE * praise;
  // Lower case: the VADER port only knows its negations ('not', "isn't") in lower case.
  const forVader = text.replace(SUBJECT_MATTER, 'film').replace(SOURCE_PRAISE, 'book');
  let value = SentimentIntensityAnalyzer.polarity_scores(forVader).compound;
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
 * A subject that is nobody or nothing ('not one of the jokes', 'nobody in the cast', "there isn't a
 * scene"): what is said of it is denied, further away than a negator's usual reach.
 */
const NEGATED_SUBJECT =
  /^(?:but |and )?(?:not (?:one|a single|once)|none of|no one|nobody|there(?:'s| is| was| are| were)(?:n'?t| not| no| never)(?! (?:doubt|denying|question)))\b(.+)$/;
const NEGATED_PRAISE = 0.75;

/**
 * Names carry no verdict, whatever their words: 'Mad Max', 'Suicide Squad', 'Battlefield Earth', an
 * actor's name. A capitalised word is taken for one after the first word, or when another follows it;
 * 'I' and words in capitals ('LOVED IT') are not.
 */
const withoutNames = (sentence: string): string =>
  sentence.replace(/\b[A-Z][a-z][\w'’-]*/g, (word, offset: number, whole: string) =>
    offset > 0 || /^\s+[A-Z][a-z]/.test(whole.slice(offset + word.length)) ? 'name' : word,
  );

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
  // A sentence holding a clear pro and a clear con ('a lovely film with a clumsy ending') weighs two
  // sides as plainly as a 'but' does.
  let weighed = false;
  const sentences = split
    // 'What a great use of two hours. Not.': the retraction makes the praise before it sarcasm, and the
    // two are one statement (quoted alone, the praise would say the opposite of what was meant).
    .filter((sentence) => !RETRACTION.test(sentence) && !ASIDE.test(sentence))
    .flatMap((whole) => {
      const retraction = split[split.indexOf(whole) + 1] ?? '';
      if (RETRACTION.test(retraction))
        return [{ sentence: `${whole} ${retraction}`, value: SARCASTIC, conceded: false }];
      // A sarcastic sentence is read whole: its halves alone would look like praise. So is one that
      // opens lukewarm ('Fine for a Sunday, nothing more'): its parts alone would take a side.
      const parts = readWhole(whole) ? [whole] : clauses(whole);
      const values = parts.map((sentence) => sentenceValue(sentence));
      const conceding = concededSide(whole, parts, values);
      const read = parts.map((sentence, index) => {
        const value = values[index]!;
        const backgrounded = index < parts.length - 1 && conceding !== 0 && Math.sign(value) === conceding;
        return backgrounded
          ? { sentence, value: value * CONCEDED, conceded: true }
          : { sentence, value, conceded: false };
      });
      const weighs = (sign: number) => read.some((entry) => entry.value * sign >= SIDE && !entry.conceded);
      weighed ||= weighs(1) && weighs(-1);
      return read;
    })
    // The echo needs a clause that took a side; after one that did not ('Ten out of ten for the popcorn.
    // The film, not so much.'), the ellipsis keeps its own reading.
    .map((entry, index, all) => {
      if (index === 0 || !isEllipsis(entry.sentence)) return entry;
      const before = literalValue(all[index - 1]!);
      return Math.abs(before) >= SIDE ? { ...entry, value: -ELLIPSIS_ECHO * before } : entry;
    });
  const lukewarm =
    sentences.filter((entry) => LUKEWARM.test(entry.sentence.toLowerCase())).length * LUKEWARM_EVIDENCE;
  // An explicit contrast ('but', 'let down by') says the review weighs two sides: fainter ones count.
  const contrast = weighed || CONTRAST.test(text);
  const side = contrast ? CONTRAST_SIDE : SIDE;
  const mixedShare = contrast ? CONTRAST_MIXED_SHARE : MIXED_SHARE;
  // What is conceded is granted, not weighed: it makes no review mixed.
  const positive =
    lukewarm +
    sentences
      .filter((entry) => entry.value >= side && !entry.conceded)
      .reduce((sum, entry) => sum + entry.value, 0);
  const negative =
    lukewarm -
    sentences
      .filter((entry) => entry.value <= -side && !entry.conceded)
      .reduce((sum, entry) => sum + entry.value, 0);
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

/** A sentence that is only an aside ('Honestly?', 'Look,'): no verdict, and nothing to quote. */
const ASIDE = /^(honestly|frankly|seriously|truthfully|look|listen|well|so|anyway)[?!.,…]*$/i;

/** A last clause that keeps its verdict whatever came before ('…, but still a joy'). */
const STILL =
  /^(but |yet |and )?(still|nonetheless|nevertheless|even so|all the same|in an? (good|comforting|charming|fun|delightful|satisfying|reassuring) way)\b/i;

/**
 * Which side a sentence concedes before its verdict: praise after 'Sure,' or 'Granted,' and before a
 * 'but' (1), or a fault before '…, but still a joy' (-1); 0 when it concedes nothing.
 */
function concededSide(whole: string, parts: string[], values: number[]): number {
  if (parts.length < 2) return 0;
  if (CONCESSION.test(whole.toLowerCase()) && /\bbut\b/i.test(whole)) return 1;
  return STILL.test(parts.at(-1)!) ? -Math.sign(values.at(-1)!) : 0;
}

/** A clause that only negates the one before it ('the script isn't', 'but it wasn't'). */
export const isEllipsis = (clause: string): boolean => ELLIPTICAL_NEGATION.test(clause.toLowerCase());

/** What 'it could have been X' would have been were it so. */
const HOPED = /\b(should|could|would|might) have been\b/i;

/**
 * What a clause literally says, for an ellipsis to deny: 'Could have been great, but it wasn't' denies
 * 'great' (a disappointment), 'It could have been awful, but it wasn't' denies 'awful' (a relief), though
 * irrealis alone reads as no verdict; 'Ten out of ten for the popcorn. The film, not so much.' denies
 * the praise that, given to the popcorn, was sarcasm.
 */
const literalValue = (entry: { sentence: string }): number =>
  sentenceValue(entry.sentence.replace(HOPED, 'is'), true);

/**
 * Praise whose object is something bad: 'Riveting, if you like watching paint dry', 'Congratulations to
 * the editor for making ninety minutes feel like a week', 'A stunning achievement in wasting a great
 * cast'. The last group of each is what is praised; when it reads negative, the praise is sarcasm.
 */
const PRAISE_OF_THE_BAD = [
  /\bif you (?:like|enjoy|love|want|need|are into|prefer)\b(.+)$/,
  /\b(?:congratulations|bravo|well done|great job|good job|kudos|hats off|thanks|thank you)\b(.+)$/,
  /\b(?:masterpiece|triumph|masterclass|marvel|miracle|achievement|feat|lesson) (?:of|in)\b(.+)$/,
];

const isSarcastic = (sentence: string): boolean => {
  const text = sentence.toLowerCase();
  return (
    SARCASM.some((pattern) => pattern.test(text)) ||
    PRAISE_OF_THE_BAD.some((pattern) => {
      const praised = pattern.exec(text)?.[1];
      return !!praised && sentenceValue(praised) <= -SIDE;
    })
  );
};

const readWhole = (sentence: string): boolean =>
  isSarcastic(sentence) || LUKEWARM.exec(sentence.toLowerCase())?.index === 0;

/**
 * Where a sentence's clauses meet: a contrast, 'and then ended up', 'which falls apart', 'in a … film',
 * and what cannot make up for the rest.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`\s+\b(?:but|yet|though|although|while|whereas|wasted on|let down by|buried under|scattered through|with an? (?:few|couple of)|${OUTWEIGHED})\b|\s+and\s+(?=(?:then\s+)?(?:ended up|came out|left|walked out|got|found)\b)|\s+(?:that|which)\s+(?=(?:could|should|would|might) have been\b|(?:then\s+)?(?:runs? out|falls? apart|collapses?|fizzles?|loses? (?:its|the) way)\b)|\s+in an? (?=(?:otherwise\s+)?(?:\w+\s+)?(?:film|movie|mess|script|story|sequel|remake)\b)\s*`,
  'i',
);

/**
 * A sentence's contrasting halves read apart ('great cast, bad script'; 'funny, but far too long'; 'went
 * in skeptical and came out a fan'), so a pro and a con in one sentence are both seen.
 */
function clauses(sentence: string): string[] {
  const parts = sentence
    // A connective set off by commas ('The score, though, is lovely') joins this sentence to the one
    // before it; splitting at its commas would leave 'is lovely' as a clause.
    .replace(/,\s*(?:though|however|at least|mind you|admittedly|too),\s*/gi, ' ')
    // A colon before a capital is a title's ('Mad Max: Fury Road'), not a break between clauses.
    .split(/\s*(?:[;,]|:(?!\s*[A-Z]))\s*/)
    .flatMap((part) => part.split(CLAUSE_BREAK))
    .map((part) => part.trim())
    // 'Sure,' or 'Wow,' alone only opens what follows; it is no clause of its own.
    .filter((part) => /[a-z]{2}/i.test(part) && !OPENER_ONLY.test(part))
    .flatMap(opposedHalves);
  return parts.length ? parts : [sentence];
}

/**
 * 'A great cast and a bad script', 'a good film with a terrible ending': halves joined by 'and' or 'with'
 * that take opposite sides read apart; halves on the same side ('funny and moving') stay one clause.
 */
function opposedHalves(clause: string): string[] {
  const halves = clause.split(/\s+(?:and|with)\s+/i);
  if (halves.length < 2) return [clause];
  const values = halves.map((half) => sentenceValue(half));
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
