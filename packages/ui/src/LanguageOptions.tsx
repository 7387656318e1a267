import { LANGUAGES, LANGUAGE_NAMES } from '@marquee/contracts/languages';

/** A `<select>`'s options for the product's languages, each named in itself and marked with its `lang`. */
export function LanguageOptions() {
  return LANGUAGES.map((option) => (
    <option key={option} value={option} lang={option}>
      {LANGUAGE_NAMES[option]}
    </option>
  ));
}
