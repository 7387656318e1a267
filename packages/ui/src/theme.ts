import { tint } from './palettes';
import { themeColors } from './themeVariables';

const breakpoints = { tablet: 768, desktop: 1024, wide: 1440 } as const;

/** Marquee's look (the colours: palettes.ts). Sizes are rem so the page follows the reader's font size. */
export const theme = {
  /** Colours follow the page's theme (themeVariables.ts); the values are in palettes.ts. */
  colors: themeColors,
  fonts: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Bebas Neue", "Oswald", "Arial Narrow", "Roboto Condensed", system-ui, sans-serif',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
  lineHeights: { tight: 1.15, normal: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    raised: '0 10px 30px rgba(0, 0, 0, 0.45)',
    glow: `0 0 24px ${tint(themeColors.accent, 25)}`,
  },
  breakpoints,
  /** mobile < 768 px, tablet 768–1023 px, desktop ≥ 1024 px (wide: desktop with room to spare, ≥ 1440 px). */
  media: {
    mobile: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
    tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
    belowWide: `@media (max-width: ${breakpoints.wide - 0.02}px)`,
  },
  layout: { navHeight: '4rem', maxWidth: '80rem' },
  zIndices: { nav: 100, menu: 110, modal: 200 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Interface merging is the only way to type styled-components' theme; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
