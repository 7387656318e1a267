// A validating proxy in front of the API for the end-to-end run: every /api request and its answer are
// checked against the OpenAPI document the API serves (/api/docs/json), and each disagreement is written
// to a JSON-lines file that the run's teardown (openApiViolations.teardown.ts) turns into a failure.
// A disagreement is: a route or status the document does not list, an answer whose content type or body
// breaks the document, or a request the document refuses that the server nevertheless accepted (2xx).
// Requests the tests send wrong on purpose and the server refuses are the document and server agreeing.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule.default ?? addFormatsModule;

/** Where each server's proxy writes its disagreements, one file per port, emptied when it starts. */
export const VIOLATIONS_DIR = path.join(os.tmpdir(), 'marquee-e2e-openapi');

/** The API's body limit, as its 413 answers document it. */
const BODY_LIMIT = 1024 * 1024;

/** The document's operations, each with its path as a pattern and its parts compiled. */
function compileDocument(document) {
  // Path and query values arrive as text: coercion reads `page=2` as the integer the schema asks for.
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: true });
  addFormats(ajv);
  const asRef = (value) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"openapi#/components/schemas/'));
  ajv.addSchema({ $id: 'openapi', components: asRef(document.components ?? {}) });
  const strictAjv = new Ajv({ strict: false, allErrors: false });
  addFormats(strictAjv);
  strictAjv.addSchema({ $id: 'openapi', components: asRef(document.components ?? {}) });

  const parametersSchema = (parameters, place) => ({
    type: 'object',
    properties: Object.fromEntries(
      parameters.filter((p) => p.in === place).map((p) => [p.name, asRef(p.schema)]),
    ),
    required: parameters.filter((p) => p.in === place && p.required).map((p) => p.name),
    additionalProperties: place !== 'query',
  });
  const operations = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    const names = [];
    const pattern = new RegExp(
      `^${template.replace(/\{(\w+)\}/g, (_, name) => (names.push(name), '([^/]+)'))}$`,
    );
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        template,
        names,
        pattern,
        // A static segment wins over a parameter, as in the API's router.
        parameterCount: names.length,
        operation,
        path: ajv.compile(parametersSchema(parameters, 'path')),
        query: ajv.compile({ ...parametersSchema(parameters, 'query'), additionalProperties: false }),
        body: body && strictAjv.compile(asRef(body)),
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [
            status,
            Object.fromEntries(
              Object.entries(response.content ?? {}).map(([type, { schema }]) => [
                type,
                type === 'application/json' && schema ? strictAjv.compile(asRef(schema)) : undefined,
              ]),
            ),
          ]),
        ),
      });
    }
  }
  operations.sort((a, b) => a.parameterCount - b.parameterCount);
  return operations;
}

/** The answer's bytes as the API wrote them before compressing (the browser asks for br and gzip). */
const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
const decoded = (bytes, encoding) => (decoders[encoding] ? decoders[encoding](bytes) : bytes);

const errorText = (validate) =>
  (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`).join('; ');

/** What the document says is wrong with this exchange; [] when nothing is. */
function disagreements(operations, exchange) {
  const { method, url, requestType, requestBody, status, responseType, responseBody } = exchange;
  const match = operations
    .filter((candidate) => candidate.method === method)
    .map((candidate) => ({ candidate, values: candidate.pattern.exec(url.pathname) }))
    .find(({ values }) => values);
  if (!match)
    return status === 404 || status === 405 ? [] : [`no operation documents ${method} ${url.pathname}`];
  const { candidate, values } = match;
  const problems = [];

  const requestProblems = [];
  const pathValues = Object.fromEntries(
    candidate.names.map((name, i) => [name, decodeURIComponent(values[i + 1])]),
  );
  if (!candidate.path(pathValues)) requestProblems.push(`path: ${errorText(candidate.path)}`);
  const query = Object.fromEntries(url.searchParams);
  if (!candidate.query(query)) requestProblems.push(`query: ${errorText(candidate.query)}`);
  if (candidate.body && requestType?.startsWith('application/json')) {
    let body;
    try {
      body = JSON.parse(requestBody.toString('utf8'));
    } catch {
      requestProblems.push('body: not JSON');
    }
    if (body !== undefined && !candidate.body(body))
      requestProblems.push(`body: ${errorText(candidate.body)}`);
  }
  if (requestProblems.length > 0 && status >= 200 && status < 300) {
    problems.push(
      `the server accepted (${status}) a request the document refuses: ${requestProblems.join('; ')}`,
    );
  }

  const documented = candidate.responses[String(status)] ?? candidate.responses[`${String(status)[0]}XX`];
  if (!documented) return [...problems, `status ${status} is not documented`];
  const types = Object.keys(documented);
  const type = responseType?.split(';')[0].trim();
  if (types.length === 0) return problems;
  if (!type || !types.includes(type))
    return [...problems, `content type ${type} is not one of ${types.join(', ')}`];
  const validate = documented[type];
  if (validate) {
    let body;
    try {
      body = JSON.parse(responseBody.toString('utf8'));
    } catch {
      return [...problems, 'the answer is not JSON'];
    }
    if (!validate(body)) problems.push(`answer ${status}: ${errorText(validate)}`);
  }
  return problems;
}

/**
 * Listens on `port` and forwards everything to `target` (http://127.0.0.1:PORT). The document is read
 * from the API the first time an /api request comes, so the proxy can start before the API is up.
 */
export function startOpenApiProxy({ port, target, violationsFile }) {
  let operations;
  const documentOperations = () =>
    (operations ??= fetch(`${target}/api/docs/json`)
      .then((response) => response.json())
      .then(compileDocument));

  const server = http.createServer((request, response) => {
    const url = new URL(request.url, target);
    // CORS preflights (OPTIONS) are the CORS layer's answer for every route, not operations of the API.
    const checked =
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/docs') &&
      request.method !== 'OPTIONS';
    const requestChunks = [];
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        const responseType = answer.headers['content-type'];
        const streamed = responseType?.startsWith('text/event-stream');
        const responseChunks = [];
        answer.on('data', (chunk) => {
          if (checked && !streamed) responseChunks.push(chunk);
          response.write(chunk);
        });
        answer.on('end', () => {
          response.end();
          if (!checked) return;
          const exchange = {
            method: request.method,
            url,
            requestType: request.headers['content-type'],
            requestBody: Buffer.concat(requestChunks),
            status: answer.statusCode,
            responseType,
            responseBody: decoded(Buffer.concat(responseChunks), answer.headers['content-encoding']),
          };
          documentOperations()
            .then((compiled) => {
              for (const problem of disagreements(compiled, exchange)) {
                const line = {
                  request: `${request.method} ${request.url}`,
                  status: answer.statusCode,
                  problem,
                };
                appendFileSync(violationsFile, `${JSON.stringify(line)}\n`);
              }
            })
            .catch((error) =>
              appendFileSync(violationsFile, `${JSON.stringify({ problem: error.message })}\n`),
            );
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.on('data', (chunk) => requestChunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(requestChunks);
      // A body over the API's documented limit is answered 413 from its length alone, and the API then
      // closes the connection: sending it would only race that answer. The headers carry the length.
      if (body.length > BODY_LIMIT) upstream.flushHeaders();
      else upstream.end(body);
    });
    // A client that goes away (a closed event stream) ends the upstream request too.
    response.on('close', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
