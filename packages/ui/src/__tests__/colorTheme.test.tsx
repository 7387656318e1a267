import { THEME_STORAGE_KEY as SCRIPT_STORAGE_KEY, themeScript } from '@marquee/mf-config/themeScript';
import { act, render, screen } from '@testing-library/react';
import { chooseTheme, THEME_STORAGE_KEY, useColorTheme } from '../colorTheme';

function ShownTheme() {
  const { theme } = useColorTheme();
  return <p>{theme}</p>;
}

/** Runs the page's first script as the browser would, before anything else on the page. */
function runFirstScript() {
  new Function(themeScript)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

test("the page's first script reads the choice where the app keeps it", () => {
  expect(SCRIPT_STORAGE_KEY).toBe(THEME_STORAGE_KEY);
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  runFirstScript();
  expect(document.documentElement.getAttribute('data-theme')).toBe('light');
});

test("with no choice, or one it does not know, the page's first script leaves the system's preference", () => {
  runFirstScript();
  expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
  runFirstScript();
  expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
});

test('choosing a theme shows it at once and keeps it for the next visit', async () => {
  render(<ShownTheme />);
  expect(screen.getByText('dark')).toBeInTheDocument();
  await act(async () => chooseTheme('light'));
  expect(screen.getByText('light')).toBeInTheDocument();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  runFirstScript();
  expect(document.documentElement.getAttribute('data-theme')).toBe('light');
});

test("forgetting the choice goes back to the system's preference, on this visit and the next", async () => {
  chooseTheme('light');
  await act(async () => chooseTheme(null));
  expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  runFirstScript();
  expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
});
