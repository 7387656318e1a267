import { useCallback, useSyncExternalStore } from 'react';
import { type ThemeName } from './palettes';

/** Where the reader's choice is kept; the page's first script reads it (packages/mf-config/src/themeScript.js). */
export const THEME_STORAGE_KEY = 'marquee.theme';

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/** The reader's choice on <html data-theme>, or null while the system's preference decides. */
function chosenTheme(): ThemeName | null {
  const chosen = document.documentElement.getAttribute('data-theme');
  return isThemeName(chosen) ? chosen : null;
}

/** The theme the page shows: the reader's choice, else the system's preference. */
function shownTheme(): ThemeName {
  return chosenTheme() ?? (window.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = window.matchMedia?.(SYSTEM_LIGHT);
  system?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    system?.removeEventListener('change', onChange);
  };
}

/**
 * Shows `name` now and keeps it for the next visit in this browser; null forgets the choice, so the
 * system's preference decides again.
 */
export function chooseTheme(name: ThemeName | null): void {
  if (name) document.documentElement.setAttribute('data-theme', name);
  else document.documentElement.removeAttribute('data-theme');
  try {
    if (name) localStorage.setItem(THEME_STORAGE_KEY, name);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage may be refused (private modes); the choice still holds for this page.
  }
}

/**
 * The theme shown, the reader's own choice (null: the system's preference) and a way to choose one. The
 * server cannot know the reader's theme, so its render and the hydrating one say dark, chosen by nobody;
 * the browser's own render follows at once.
 */
export function useColorTheme(): {
  theme: ThemeName;
  chosen: ThemeName | null;
  setTheme: (name: ThemeName | null) => void;
} {
  const theme = useSyncExternalStore(subscribe, shownTheme, () => 'dark' as const);
  const chosen = useSyncExternalStore(subscribe, chosenTheme, () => null);
  const setTheme = useCallback((name: ThemeName | null) => chooseTheme(name), []);
  return { theme, chosen, setTheme };
}
