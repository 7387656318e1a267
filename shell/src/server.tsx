import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import * as marqueeClient from '@marquee/client';
import { answerApiCallsWith } from '@marquee/client';
import {
  type FirstScreen,
  type FirstScreenRenderer,
  type FirstScreenRequest,
} from '@marquee/contracts/firstScreen';
import { languageOrDefault, type Language } from '@marquee/contracts/languages';
import * as marqueeI18n from '@marquee/i18n';
import { i18n, readRenderLanguageFrom } from '@marquee/i18n';
import * as marqueeRouter from '@marquee/router';
import { StaticRouter } from '@marquee/router/server';
import * as marqueeUi from '@marquee/ui';
import * as reactQuery from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import * as jotai from 'jotai';
import { createStore } from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import { FIRST_SCREEN_STATE_ID } from './firstScreenState';
import { type RemoteLoader } from './remotes/remoteModules';
import { createRenderQueryClient } from './renderQueryClient';
import { ShellTree } from './ShellTree';

/**
 * The shell's server bundle (built by packages/mf-config for Node): renders a page's first screen with the
 * same tree the browser hydrates (docs/architecture.md, "Server rendering"). The API loads it.
 */

/** A remote that never answers must not hold the page: what is not ready by then is left to the browser. */
const RENDER_TIMEOUT_MS = 3000;

// Each page's API calls go to the fetch of the request being rendered (the visitor's own budget).
const requestFetch = new AsyncLocalStorage<typeof fetch>();
answerApiCallsWith((input, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) throw new Error('An API call outside a first-screen render');
  return fetch(input, init);
});

// Dates, numbers and money format in the language of the page being rendered, as the browser will.
const requestLanguage = new AsyncLocalStorage<Language>();
readRenderLanguageFrom(() => requestLanguage.getStore());

/** What the remotes' server bundles require from the shell: the Module Federation singletons. */
const shared: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  jotai,
  'jotai/utils': jotaiUtils,
  'styled-components': styledComponents,
  '@tanstack/react-query': reactQuery,
  '@marquee/client': marqueeClient,
  '@marquee/ui': marqueeUi,
  '@marquee/router': marqueeRouter,
  '@marquee/i18n': marqueeI18n,
};

async function render({
  url,
  language,
  loadModule,
  fetch,
  reportError,
}: FirstScreenRequest): Promise<FirstScreen> {
  const pageLanguage = languageOrDefault(language);
  return requestLanguage.run(pageLanguage, () =>
    requestFetch.run(fetch, async () => {
      const queryClient = createRenderQueryClient();
      // The page's language for this request only: the clone shares the loaded messages, not the language.
      const requestI18n = i18n.cloneInstance({ lng: pageLanguage });
      await requestI18n.changeLanguage(pageLanguage);
      const sheet = new ServerStyleSheet();
      try {
        // One pass: the queries the first screen asks for suspend it until their answers are in.
        const html = await renderToHtml(
          <ShellTree
            // A store of its own per request: nothing of one visitor's render reaches another's.
            store={createStore()}
            queryClient={queryClient}
            i18n={requestI18n}
            loadModule={loadModule as RemoteLoader}
            router={(app) => <StaticRouter location={url}>{app}</StaticRouter>}
          />,
          { sheet, reportError },
        );
        const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
        // React puts the resource hints of a page without <head> (the first screen's images) before its
        // markup: they go up into <head>.
        const [, hints = '', markup = html] = /^((?:<link [^>]*>)*)(.*)$/s.exec(html) ?? [];
        return {
          html: markup,
          hints,
          headTags: sheet.getStyleTags(),
          bodyTags: `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${state}</script>`,
        };
      } finally {
        sheet.seal();
      }
    }),
  );
}

/** The page as HTML once everything in it is ready (remote pages load, Suspense boundaries resolve). */
function renderToHtml(
  tree: react.ReactElement,
  { sheet, reportError }: { sheet: ServerStyleSheet; reportError: (error: unknown) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(sheet.collectStyles(tree), {
      onAllReady: () => stream.pipe(sink),
      // Every part in place in the HTML: a large part would otherwise come hidden, for a script to show.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      // Errors inside a boundary leave that part to the browser; the rest of the page still renders.
      onError: reportError,
    });
    setTimeout(() => stream.abort(new Error('first screen render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

const renderer: FirstScreenRenderer = { render, shared };
export default renderer;
