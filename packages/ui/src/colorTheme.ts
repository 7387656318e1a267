import { useCallback, useSyncExternalStore } from 'react';
import { type ThemeName } from './palettes';

/** Where the reader's choice is kept; the page's first script reads it (packages/mf-config/src/themeScript.js). */
export const THEME_STORAGE_KEY = 'marquee.theme';

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/** The theme the page shows: the reader's choice on <html data-theme>, else the system's preference. */
function shownTheme(): ThemeName {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (isThemeName(chosen)) return chosen;
  return window.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark';
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

/** Shows `name` now and keeps it for the next visit in this browser. */
export function chooseTheme(name: ThemeName): void {
  document.documentElement.setAttribute('data-theme', name);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Storage may be refused (private modes); the choice still holds for this page.
  }
}

/**
 * The theme shown and a way to choose one. The server cannot know the reader's theme, so its render and
 * the hydrating one say dark; the browser's own render follows at once.
 */
export function useColorTheme(): { theme: ThemeName; setTheme: (name: ThemeName) => void } {
  const theme = useSyncExternalStore(subscribe, shownTheme, () => 'dark' as const);
  const setTheme = useCallback((name: ThemeName) => chooseTheme(name), []);
  return { theme, setTheme };
}
