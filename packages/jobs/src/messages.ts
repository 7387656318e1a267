import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  directionOf,
  languageOrDefault,
  type Language,
} from '@marquee/contracts/languages';
import { localeOf } from '@marquee/i18n/locales';
// The apps share @marquee/i18n's one instance, tied to React and to the language on screen. Emails and
// notifications are written on the server, each in its recipient's language: an instance of their own.
// eslint-disable-next-line no-restricted-imports
import i18next from 'i18next';
import ar from './locales/ar.json';
import de from './locales/de.json';
import english from './locales/en.json';
import es from './locales/es.json';

/** The language of an account (users.language): null until it chooses one, which means English. */
export type RecipientLanguage = Language | null;

/** A message's key; plural forms go by their base (`digest.activity.logged`), as in `@marquee/i18n`. */
export type JobsMessageKey = keyof typeof english extends infer Key
  ? Key extends `${infer Base}_${Intl.LDMLPluralRule}`
    ? Base
    : Key & string
  : never;

/** Values put into a message; `count` also picks the plural form, a list is joined the language's way. */
export type JobsMessageValues = Record<string, string | number | string[]>;

/** Every text an email or a notification needs, in one recipient's language. */
export interface RecipientTexts {
  language: Language;
  /** The writing direction, for the email's `<html dir>`. */
  dir: 'ltr' | 'rtl';
  t: (key: JobsMessageKey, values?: JobsMessageValues) => string;
  /** A calendar day ('2026-11-27', no time zone): 'Fri 27 Nov' (short) or '27 November' (long). */
  day: (isoDay: string, style: 'short' | 'long') => string;
}

const NAMESPACE = 'jobs';
const catalogue: Record<Language, Record<string, string>> = { en: english, es, de, ar };

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { [NAMESPACE]: catalogue[language] }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // Keys are flat names ("digest.subject"), as in the apps' catalogues.
  keySeparator: false,
  nsSeparator: false,
  // The HTML of an email escapes each text where it is written (email/layout.ts); the plain text must not.
  interpolation: { escapeValue: false },
  // Every language is bundled: ready as soon as this module is loaded.
  initAsync: false,
});

const DAY_STYLES: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', timeZone: 'UTC' },
};

/**
 * The locale days are written in: the language's (localeOf), except that English keeps the day-month order
 * its emails were written with (docs/product.md: "Title: out Fri 27 Nov").
 */
const dayLocale = (language: Language) => (language === 'en' ? 'en-GB' : localeOf(language));

function textsOf(language: Language): RecipientTexts {
  const t = instance.getFixedT(language, NAMESPACE);
  const formats = {
    short: new Intl.DateTimeFormat(dayLocale(language), DAY_STYLES.short),
    long: new Intl.DateTimeFormat(dayLocale(language), DAY_STYLES.long),
  };
  return {
    language,
    dir: directionOf(language),
    t: (key, values) => t(key, { ...values }),
    day: (isoDay, style) => formats[style].format(new Date(`${isoDay}T00:00:00Z`)),
  };
}

// One per language, made once: a digest run writes thousands of emails with the same formatters.
const TEXTS = new Map(LANGUAGES.map((language) => [language, textsOf(language)]));

/** The texts of a recipient whose account language is `language` (null or unknown: English). */
export function textsIn(language: RecipientLanguage | undefined): RecipientTexts {
  return TEXTS.get(languageOrDefault(language))!;
}
