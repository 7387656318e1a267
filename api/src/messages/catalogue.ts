import { type Language } from '@marquee/contracts/languages';
import ar from './ar.json';
import de from './de.json';
import es from './es.json';

/** A message in another language: its text, or for a message that counts, a text per plural form. */
export type Translation = string | Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;
export type Catalogue = Readonly<Record<string, Translation>>;

/**
 * The texts of the server's messages in every language but English, each keyed by the English text it
 * translates (gettext's way): the messages keep their English at the call sites.
 */
export const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = { es, de, ar };

/** `text` in `language`; undefined in English, and for a text no catalogue has. */
export function translationOf(text: string, language: Language): Translation | undefined {
  if (language === 'en') return undefined;
  const catalogue = CATALOGUES[language];
  return Object.hasOwn(catalogue, text) ? catalogue[text] : undefined;
}

/** Whether `text` is one of the messages the catalogues translate (every catalogue has the same: test/messages). */
export const isCatalogued = (text: string): boolean => Object.hasOwn(CATALOGUES.es, text);
