import { type Language } from '@marquee/contracts/languages';

// English keeps the region the product's texts were written for (docs/product.md: "Mar 4, 2026", "$63,000,000").
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE', ar: 'ar' };

/** The `Intl` locale a language formats dates, numbers and money in. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}
