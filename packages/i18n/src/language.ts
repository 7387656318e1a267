import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  directionOf,
  firstSpokenLanguage,
  isLanguage,
  languageOrDefault,
  type Language,
} from '@marquee/contracts/languages';
import { type i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n } from './i18n';

const STORAGE_KEY = 'marquee.language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language this browser chose with the picker, if any (kept for visitors who are not signed in). */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the browser's languages decide
  }
}

/**
 * The language to show: the account's setting, then the choice kept in this browser, then the browser's
 * own languages, then English (docs/product.md, Languages).
 */
export function resolveLanguage(accountLanguage?: string | null): Language {
  if (isLanguage(accountLanguage)) return accountLanguage;
  return (
    storedLanguage() ?? firstSpokenLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE
  );
}

/**
 * `<html lang>` and `dir` follow the language, so screen readers and the mirrored layout do too. Each is
 * written only when it changes: Chromium re-matches `:lang()` and `:dir()` for every element of the page
 * whenever either is set, even to the same value (a 100 ms style recalculation on a slow phone).
 */
export function applyToDocument(language: Language): void {
  const root = document.documentElement;
  const direction = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}

function languageOf(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return languageOrDefault(language);
}

// On the server each render has its own language; the shell's server bundle says which (server.tsx).
let renderLanguage: (() => Language | undefined) | undefined;

/** Tells `currentLanguage` where the server keeps the language of the page being rendered. */
export function readRenderLanguageFrom(source: () => Language | undefined): void {
  renderLanguage = source;
}

/** The current language outside React (formatting helpers): the page's being rendered, or the app's. */
export function currentLanguage(): Language {
  return renderLanguage?.() ?? languageOf(i18n);
}

/**
 * Shows `language` everywhere at once: every namespace in use is loaded first, then every app renders in
 * it. With `remember`, the choice is kept in this browser and sent to the server for its first screens.
 */
export async function switchLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts this visit (and the account keeps it when signed in)
    }
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  }
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** The current language in a component, which renders again when it changes. */
export function useLanguage(): Language {
  // The provider's instance: on the server each request renders with its own.
  const instance = useContext(I18nContext)?.i18n ?? i18n;
  return useSyncExternalStore(
    (onChange) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    () => languageOf(instance),
    () => languageOf(instance),
  );
}
