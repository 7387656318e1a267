const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom has no fetch. Tests talk to real local HTTP servers, so hand them Node's own fetch together with
// the classes it checks its arguments against (an AbortSignal from jsdom would be rejected by Node's fetch).
const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  // A file the page sends (an import) goes as its bytes only when it is a Blob Node's fetch knows.
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of nodeGlobals) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
