// The api compiles this package's sources, so it needs these untyped libraries' declarations here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../vendor.d.ts" />
import stem from 'wink-porter2-stemmer';

/** Words too common to say what a film or a question is about. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most my ' +
    'myself no nor not now of off on once only or other our ours out over own same she should so some such ' +
    'than that the their theirs them themselves then there these they this those through to too under until ' +
    'up very was we were what when where which while who whom why will with would you your yours yourself ' +
    'film films movie movies something anything one ones story stories show me find want like kind sort ' +
    'please get watch see good great best'
  ).split(' '),
);

/** Lower-case words of a text, letters and digits only, accents folded. */
export const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/** Stemming is the costly part of indexing a catalog, and its vocabulary is small: each word once. */
const stemmed = new Map<string, string>();
const stemOf = (word: string): string => {
  const known = stemmed.get(word);
  if (known !== undefined) return known;
  const found = stem(word);
  stemmed.set(word, found);
  return found;
};

/** The stems of a text's meaningful words: what subject search and overview similarity compare. */
export const stems = (text: string): string[] =>
  words(text)
    .filter((word) => !STOP_WORDS.has(word) && word.length > 1)
    .map(stemOf);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);
