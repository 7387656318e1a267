import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';
import { themeVariablesCss } from './themeVariables';

export const GlobalStyle = createGlobalStyle`
  ${themeVariablesCss}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* Anchored targets must not end up under the fixed navigation bar. */
    scroll-padding-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p { margin: 0; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }

  a { color: ${theme.colors.accent}; text-decoration: none; }
  a:hover { color: ${theme.colors.accentHover}; }

  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radii.sm};
  }

  ::selection { background: ${theme.colors.accent}; color: ${theme.colors.onAccent}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
