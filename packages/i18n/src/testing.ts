import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@marquee/contracts/languages';
import { type Messages } from './i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** An app's messages in every language, from its `locales/<language>.json` files. */
export function readCatalogue(dir: string): Partial<Record<Language, Messages>> {
  const catalogue: Partial<Record<Language, Messages>> = {};
  for (const language of LANGUAGES) {
    const file = path.join(dir, `${language}.json`);
    if (fs.existsSync(file)) catalogue[language] = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  }
  return catalogue;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

/** A translation uses English's values; a plural form may leave some out ("one film" needs no count). */
function sameValues(text: string, english: string, isPlural: boolean): boolean {
  const own = variablesOf(text);
  const theirs = variablesOf(english);
  return isPlural ? own.every((value) => theirs.includes(value)) : own.join() === theirs.join();
}

/**
 * What a catalogue lacks, one line each: a language's missing file, a message missing or empty in a
 * language, a plural form the language's rules need (Arabic: zero, one, two, few, many, other), a
 * message no longer in English, or a translation that drops or invents a `{{value}}`.
 */
export function catalogueProblems(catalogue: Partial<Record<Language, Messages>>): string[] {
  const english = catalogue.en ?? {};
  const plural = new Set(
    Object.keys(english)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const bases = new Set(Object.keys(english).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const messages = catalogue[language];
    if (!messages) {
      problems.push(`${language}: no messages file`);
      continue;
    }
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = new Map<string, string>();
    for (const base of bases) {
      if (!plural.has(base)) expected.set(base, english[base] ?? '');
      else for (const form of forms) expected.set(`${base}_${form}`, english[`${base}_other`] ?? '');
    }
    for (const [key, source] of expected) {
      const text = messages[key];
      if (!text?.trim()) problems.push(`${language}: missing "${key}"`);
      else if (!sameValues(text, source, plural.has(key.replace(PLURAL_SUFFIX, ''))))
        problems.push(
          `${language}: "${key}" has values ${variablesOf(text).join() || 'none'}, English ${variablesOf(source).join() || 'none'}`,
        );
    }
    for (const key of Object.keys(messages)) {
      if (!expected.has(key)) problems.push(`${language}: "${key}" is not an English message`);
    }
  }
  return problems;
}
