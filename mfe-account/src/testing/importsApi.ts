import type { ExportSummary, ImportRow, ImportSummary, MovieSummary } from '@marquee/contracts';
import {
  type LocalApi,
  type LocalApiReply,
  type LocalApiRequest,
  startLocalApi,
} from '@marquee/testing/localApi';

/** An import as the API answers it, with nothing counted yet. */
export function importSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: '7d0c2b8e-0000-4000-8000-000000000021',
    fileName: 'letterboxd-export.zip',
    format: 'letterboxd-zip',
    status: 'queued',
    rowsRead: 0,
    matched: 0,
    needsReview: 0,
    skipped: 0,
    applied: 0,
    error: null,
    errorLine: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/**
 * The import and export routes of the API in memory, reached through the product's own client. Each GET of
 * the import answers the next of `progress` (the last one stays), as the worker would move it on; rows to
 * review leave the list once resolved, and the counts follow.
 */
export function importsBackend() {
  const state = {
    progress: [] as ImportSummary[],
    imports: [] as ImportSummary[],
    rows: [] as ImportRow[],
    exports: [] as ExportSummary[],
    /** What the film search answers, whatever is asked. */
    searchResults: [] as MovieSummary[],
    failUpload: null as LocalApiReply | null,
    /** The upload is answered as a file the server already had (200 with its earlier import). */
    sentBefore: false,
  };

  const current = () => state.progress[0]!;

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply {
    const url = new URL(path, 'http://api');
    const parts = url.pathname.split('/').slice(2); // ['imports', id, 'rows', rowId]
    if (parts[0] === 'imports') {
      if (method === 'POST' && parts.length === 1) {
        if (state.failUpload) return state.failUpload;
        return { status: state.sentBefore ? 200 : 202, body: { import: current() } };
      }
      if (parts.length === 1) return { status: 200, body: { imports: state.imports } };
      if (parts.length === 2) {
        const summary = state.progress.length > 1 ? state.progress.shift()! : current();
        return { status: 200, body: { import: summary } };
      }
      if (parts[2] === 'rows' && method === 'GET') {
        return { status: 200, body: { rows: state.rows, nextCursor: null } };
      }
      if (parts[2] === 'rows' && method === 'POST') {
        const row = state.rows.find((candidate) => String(candidate.id) === parts[3]);
        if (!row) return { status: 404, body: { message: 'Row not found' } };
        state.rows = state.rows.filter((candidate) => candidate !== row);
        const skip = (body as { skip?: boolean }).skip === true;
        const before = current();
        const after: ImportSummary = {
          ...before,
          needsReview: before.needsReview - 1,
          skipped: before.skipped + (skip ? 1 : 0),
          matched: before.matched + (skip ? 0 : 1),
          applied: before.applied + (skip ? 0 : 1),
          status: before.needsReview === 1 ? 'done' : 'needs_review',
        };
        state.progress = [after];
        const movieId = skip ? null : (body as { movieId: number }).movieId;
        return {
          status: 200,
          body: { row: { ...row, status: skip ? 'skipped' : 'applied', movieId }, import: after },
        };
      }
    }
    if (parts[0] === 'exports') {
      if (method === 'POST') return { status: 202, body: { export: state.exports[0] } };
      const summary = state.exports.length > 1 ? state.exports.shift()! : state.exports[0];
      return { status: 200, body: { export: summary } };
    }
    if (url.pathname === '/api/tmdb/search/movie') {
      const results = state.searchResults;
      return { status: 200, body: { page: 1, results, total_pages: 1, total_results: results.length } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  return { state, handle };
}

/** For a test file: the imports backend served as the API to all its tests. */
export function serveImportsBackend() {
  const backend = importsBackend();
  let api: LocalApi;
  beforeAll(async () => {
    api = await startLocalApi(backend.handle);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    // A test that failed while holding the answers does not hold the next one's.
    api.release();
    api.requests.length = 0;
    Object.assign(backend.state, {
      progress: [],
      imports: [],
      rows: [],
      exports: [],
      searchResults: [],
      failUpload: null,
      sentBefore: false,
    });
  });
  return {
    backend,
    requests: () => api.requests,
    hold: () => api.hold(),
    release: () => api.release(),
  };
}
