import { colorVariable, palettes, type ColorToken, type Palette, type ThemeName } from './palettes';

/** The theme's colours as the components use them: each a `var()` the page's theme fills in. */
export const themeColors = Object.fromEntries(
  (Object.keys(palettes.dark) as ColorToken[]).map((token) => [token, `var(${colorVariable(token)})`]),
) as Record<ColorToken, string>;

function declarations(name: ThemeName): string {
  const palette: Palette = palettes[name];
  const colors = (Object.keys(palette) as ColorToken[]).map(
    (token) => `${colorVariable(token)}: ${palette[token]};`,
  );
  return `color-scheme: ${name}; ${colors.join(' ')}`;
}

/**
 * The palettes as CSS: the system's preference when no choice was made, then the reader's choice, which
 * the page's first script puts in `<html data-theme>` before anything is painted
 * (packages/mf-config/src/themeScript.js). An element with its own `data-theme` (a hero over a photo)
 * keeps that theme whatever the page's.
 */
export const themeVariablesCss = `
  :root { ${declarations('dark')} }
  @media (prefers-color-scheme: light) { :root { ${declarations('light')} } }
  [data-theme='dark'] { ${declarations('dark')} }
  [data-theme='light'] { ${declarations('light')} }
`;
