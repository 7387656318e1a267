import { type Language } from '@marquee/contracts/languages';
import { translationOf } from './catalogue';
import { isMessage, type Message, type Values } from './message';

/** `{{name}}`, or `{{name, number}}` for a number written the language's way ("1,000", "1.000", "١٬٠٠٠"). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The plural form `count` takes in `language` ("one", "few" ...). */
function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  if (!pluralRules.has(language)) pluralRules.set(language, new Intl.PluralRules(language));
  return pluralRules.get(language)!.select(count);
}

function writtenNumber(language: Language, value: number): string {
  // The language's own tag: the front ends' locales (en-US, es-ES, de-DE, ar) write numbers alike.
  if (!numberFormats.has(language)) numberFormats.set(language, new Intl.NumberFormat(language));
  return numberFormats.get(language)!.format(value);
}

/** The text `message` is said with in `language`, before its values go in: English where there is no translation. */
function textOf({ text, one, values }: Message, language: Language): string {
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const translation = translationOf(text, language);
  if (typeof translation === 'string') return translation;
  if (translation)
    return (count !== undefined && translation[pluralForm(language, count)]) || translation.other!;
  return one !== undefined && count !== undefined && pluralForm('en', count) === 'one' ? one : text;
}

function filled(text: string, values: Values, language: Language): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (isMessage(value)) return say(value, language);
    return format && typeof value === 'number' ? writtenNumber(language, value) : String(value);
  });
}

/** What `message` (or an English text) says in `language`, its values in place. */
export function say(message: Message | string, language: Language): string {
  const said = typeof message === 'string' ? { text: message } : message;
  return filled(textOf(said, language), said.values ?? {}, language);
}
