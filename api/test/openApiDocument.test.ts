import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_FILE, generateDocument } from '../src/openapi/generateDocument';

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: { default?: unknown } }[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let document: Document;
beforeAll(async () => {
  document = (await generateDocument()) as Document;
});
const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${url}`, ...operation })),
  );

test(`${DOCUMENT_FILE} is the document the routes generate (else: npm run openapi -w @marquee/api)`, () => {
  const committed: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '..', DOCUMENT_FILE), 'utf8'));
  expect(committed).toEqual(document);
});

test('every operation has an operationId, and no two share one', () => {
  const ids = operations().map((operation) => operation.operationId);
  expect(operations().filter((operation) => !operation.operationId)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
});

test('no two paths differ only by a parameter name', () => {
  const templates = Object.keys(document.paths).map((url) => url.replace(/\{\w+\}/g, '{}'));
  expect(new Set(templates).size).toBe(templates.length);
});

test('a query parameter with a default is optional, and every response is described', () => {
  for (const operation of operations()) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema.default !== undefined)
        expect([operation.name, parameter.required]).toEqual([operation.name, undefined]);
    }
    for (const response of Object.values(operation.responses)) {
      expect([operation.name, response.description]).not.toEqual([operation.name, 'Default Response']);
    }
  }
});

test('the error schema and the main entities are defined once, in components.schemas', () => {
  expect(Object.keys(document.components.schemas)).toEqual(
    expect.arrayContaining(['ErrorResponse', 'MovieSummary', 'MovieDetails', 'Review', 'WatchlistItem']),
  );
  const text = JSON.stringify(document.paths);
  expect(text).toContain('"$ref":"#/components/schemas/ErrorResponse"');
  expect(text).not.toContain('"title":');
});

test('the standard errors are documented where they can happen', () => {
  const responses = (url: string, method: string) => Object.keys(document.paths[url]![method]!.responses);
  expect(responses('/api/reviews', 'post')).toEqual(
    expect.arrayContaining(['400', '401', '409', '413', '429', '503']),
  );
  expect(responses('/api/tmdb/discover/movie', 'get')).toEqual(expect.arrayContaining(['400', '429', '503']));
  expect(responses('/api/health', 'get')).toEqual(['200']);
});

test('the placeholder is an SVG and the chat an event stream', () => {
  const content = (url: string, method: string) =>
    Object.keys(document.paths[url]![method]!.responses['200']!.content ?? {});
  expect(content('/api/images/placeholder', 'get')).toEqual(['image/svg+xml']);
  expect(content('/api/ai/chat', 'post')).toEqual(['text/event-stream']);
});
