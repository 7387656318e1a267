/**
 * The two colour palettes. Dark is Marquee's original look (a dark auditorium: near-black, slightly warm
 * surfaces, marquee-light amber for what you can act on, cinema red for emphasis); light is the same
 * idea on warm paper, the amber deepened to a bronze that reads as text. Every pair a page shows (text on
 * its backgrounds, a control against its surroundings) meets WCAG 2.2 AA in both
 * (__tests__/palettes.test.ts).
 */
export type ThemeName = 'dark' | 'light';
export const THEME_NAMES: readonly ThemeName[] = ['dark', 'light'];

export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  /** Borders that must stand out, as a hovered field's. */
  borderStrong: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  red: string;
  redHover: string;
  /** Text on red. */
  onRed: string;
  /** A destructive button (Delete account), deeper than red so its text reads. */
  dangerFill: string;
  dangerFillHover: string;
  danger: string;
  success: string;
  focus: string;
  /** Behind a dialog, and the navigation bar's frosted glass. */
  overlay: string;
  /** Scores and confidences, by how good they are (docs/product.md §9: green, yellow, orange, red). */
  scoreGreen: string;
  scoreYellow: string;
  scoreOrange: string;
  scoreRed: string;
  /** The ink of faint washes over a surface (a field, a hovered row, a skeleton), used through `tint`. */
  wash: string;
}

export const palettes: Record<ThemeName, Palette> = {
  dark: {
    background: '#0b0a0d',
    surface: '#151318',
    surfaceRaised: '#1e1b22',
    border: 'rgba(255, 240, 220, 0.1)',
    borderStrong: 'rgba(255, 240, 220, 0.22)',
    text: '#f5efe6',
    textMuted: '#b5aca2',
    accent: '#f5b942',
    accentHover: '#ffcd66',
    onAccent: '#1b1205',
    red: '#d9253f',
    redHover: '#ef3b55',
    onRed: '#ffffff',
    dangerFill: '#c41f38',
    dangerFillHover: '#b81b33',
    danger: '#ff6b6b',
    success: '#4fd18b',
    focus: '#ffd37a',
    overlay: 'rgba(11, 10, 13, 0.86)',
    scoreGreen: '#4fd18b',
    scoreYellow: '#f5d142',
    scoreOrange: '#f59342',
    scoreRed: '#ff6b6b',
    wash: '#ffffff',
  },
  light: {
    background: '#f7f3ec',
    surface: '#ffffff',
    surfaceRaised: '#ede6da',
    border: 'rgba(60, 40, 20, 0.16)',
    borderStrong: 'rgba(60, 40, 20, 0.34)',
    text: '#1c1814',
    textMuted: '#5c5248',
    accent: '#8f5700',
    accentHover: '#7a4900',
    onAccent: '#ffffff',
    red: '#c41f38',
    redHover: '#a8182f',
    onRed: '#ffffff',
    dangerFill: '#c41f38',
    dangerFillHover: '#a8182f',
    danger: '#b42318',
    success: '#17703f',
    focus: '#8f5700',
    overlay: 'rgba(247, 243, 236, 0.9)',
    scoreGreen: '#17703f',
    scoreYellow: '#705800',
    scoreOrange: '#9a4700',
    scoreRed: '#b42318',
    wash: '#3c2814',
  },
};

export type ColorToken = keyof Palette;

/** The CSS custom property holding a token's colour in the current theme. */
export function colorVariable(token: ColorToken): string {
  return `--mq-color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `color` at `percent` % opacity; works on the theme's `var()` colours, unlike an rgba() written out. */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}
