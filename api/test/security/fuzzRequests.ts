import fc from 'fast-check';
import { type JsonSchema, type Operation, urlOf } from './openApiOperations';

/** Strings attackers send: SQL, script, path and template injections, and bytes that break parsers. */
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'; SELECT pg_sleep(0); --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '\ud800',
  '🎬'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  '\u202e\u0041\u0301',
  ' ',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Far past every maxLength, below the 1 MiB body limit.
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'A'.repeat(length)),
);

/** Any JSON-ish value of the wrong shape: numbers, booleans, nested junk, hostile strings. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'role', '$where', 'a'), fc.jsonValue()),
);

/** Values the schema accepts (roughly: enough to get past validation into the handler often). */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectValue(schema, validValue);
    case 'string':
      return stringValue(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.constantFrom('1999-12-31', '2020-02-29', '1900-01-01');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({
    unit: 'grapheme',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}

/** The schema's properties, each present or not, valid or not as `value` decides. */
function objectValue(
  schema: JsonSchema,
  value: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, value(property)]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

/** Mostly what the schema asks for, sometimes junk: the mix that reaches handlers with odd input. */
const mostlyValid = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: validValue(schema), weight: 3 }, { arbitrary: junk, weight: 1 });

/** A path parameter: a plausible value or hostile text (encoded into the URL). */
const pathValue = (schema: JsonSchema) =>
  fc.oneof(
    validValue(schema).map(String),
    hostileString.filter((text) => text.length < 2_000),
  );

/** A query value: query strings are text, so junk is sent as its JSON. */
const queryValue = (schema: JsonSchema) =>
  mostlyValid(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** Requests to `operation` with generated path params, query and body. */
export function fuzzRequests(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, pathValue(schema)])),
  );
  const query = fc.tuple(
    fc.record(
      Object.fromEntries(operation.queryParams.map(({ name, schema }) => [name, queryValue(schema)])),
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.constantFrom('x', 'id', '__proto__', 'page[]', 'a.b'), hostileString, { maxKeys: 2 }),
  );
  const body = operation.body
    ? fc.oneof(
        { arbitrary: objectValue(operation.body, mostlyValid), weight: 4 },
        { arbitrary: junk, weight: 1 },
      )
    : fc.option(junk, { nil: undefined });
  return fc.record({ params, query, body, raw: fc.boolean() }).map(({ params, query, body, raw }) => {
    const search = new URLSearchParams();
    for (const [name, value] of [...Object.entries(query[0]), ...Object.entries(query[1])]) {
      if (value !== undefined) search.append(name, value);
    }
    // Now and then the body is sent as text that is not JSON at all.
    const payload =
      body === undefined ? undefined : raw && typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> =
      payload === undefined ? {} : { 'content-type': 'application/json' };
    return {
      method: operation.method,
      url: urlOf(operation, params as Record<string, string>, search.toString()),
      ...(payload !== undefined && { payload }),
      headers,
    };
  });
}
