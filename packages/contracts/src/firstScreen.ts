/**
 * The contract between the API and the shell's server bundle (shell/dist/server/shell.js), which renders a
 * page's first screen with the product's own components (docs/architecture.md, "Server rendering").
 */

/** Loads one module a remote exposes, by Module Federation id (`mfe_movie/MovieDetailPage`). */
export type FirstScreenModuleLoader = (id: string) => Promise<unknown>;

export interface FirstScreenRequest {
  /** The page's address: path and query (`/movie/550`, `/genres`). */
  url: string;
  /** The page's language (a language Marquee speaks: `@marquee/contracts/languages`), as `<html lang>` says. */
  language: string;
  /** Where the page's remote comes from: the server bundle of the version /remotes.json names. */
  loadModule: FirstScreenModuleLoader;
  /** Answers the page's API calls (`/api/...`) for this visitor, in process. */
  fetch: typeof fetch;
  /** Told of an error that left a part of the page to the browser (a remote that failed to load, a throw). */
  reportError: (error: unknown) => void;
}

export interface FirstScreen {
  /** What goes inside the page's root element. */
  html: string;
  /**
   * Preloads of the first screen's images. They go first in <head>, so the browser asks for the image a
   * visitor sees first before the scripts that hydrate it.
   */
  hints: string;
  /** What goes at the end of <head>: the first screen's styles. */
  headTags: string;
  /**
   * What goes after the root element: the data the first screen was rendered from. The shell's deferred
   * script reads it once the page is parsed, so it comes last and the page's content streams before it.
   */
  bodyTags: string;
}

/** What the shell's server bundle exports. */
export interface FirstScreenRenderer {
  render(request: FirstScreenRequest): Promise<FirstScreen>;
  /**
   * The modules the shell shares with the remotes (react, styled-components, @marquee/client, …), by the
   * name a remote's server bundle requires them with: one copy of each, as in the browser.
   */
  shared: Record<string, unknown>;
}
