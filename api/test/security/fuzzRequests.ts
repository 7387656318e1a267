import fc from 'fast-check';
import { LONE_SURROGATE, type JsonSchema, type Operation, urlOf } from './openApiOperations';

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

/**
 * One character from the whole of Unicode: any code point, U+0000 and lone surrogate halves included,
 * the edges named so they come up often, and mostly printable graphemes, so the text still looks like
 * what people type.
 */
const anyCharacter = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)), weight: 2 },
  {
    arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\uffff', '\u{10ffff}'),
    weight: 1,
  },
);

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: anyCharacter, maxLength: 40 }),
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

/** A number the schema accepts: anywhere in its range, and often exactly at either end of it. */
function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  // Unbounded, a number can be as large as JSON and ajv allow: past bigint and past doubles' exact integers.
  const min = schema.minimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? Number.MAX_VALUE;
  const ends = [min, max, ...(integer ? [] : [Number.MIN_VALUE])].filter((end) => end >= min && end <= max);
  const inside = integer
    ? fc.oneof(
        fc.integer({ min: Math.max(min, -1_000), max: Math.min(max, 1_000_000) }),
        fc
          .bigInt({
            min: BigInt(Math.ceil(Math.max(min, -1e300))),
            max: BigInt(Math.floor(Math.min(max, 1e300))),
          })
          .map(Number),
      )
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inside, fc.constantFrom(...ends.map((end) => (integer ? Math.trunc(end) : end))));
}

/** Every date the `date` format accepts, from year 0000 to 9999, and its two ends. */
const anyDate = fc.oneof(
  fc
    .date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('0000-01-01', '9999-12-31', '0000-02-29'),
);

/** Values the schema accepts (roughly: enough to get past validation into the handler often). */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
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
  if (schema.format === 'date') return anyDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({
    unit: anyCharacter,
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

/** A number as a query string may spell it: plainly, or in exponent form (1e3, 5E-1, -0e0). */
const spelledNumber = (value: number) =>
  fc.constantFrom(
    String(value),
    value.toExponential(),
    value.toExponential().toUpperCase().replace('E+', 'E'),
  );

/** A query value: query strings are text, so junk is sent as its JSON. */
const queryValue = (schema: JsonSchema) =>
  mostlyValid(schema).chain((value) =>
    typeof value === 'number'
      ? spelledNumber(value)
      : fc.constant(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
  );

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
  /** It carries text Postgres cannot store, which every route must refuse. */
  unstorable: boolean;
}

/** U+0000, which no Postgres text holds; in a JSON body also half a surrogate pair, which UTF-8 cannot encode. */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for
const NUL = /\u0000/;
const UNSTORABLE_IN_JSON = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

/** Whether any string in `value`, or any property name, matches `pattern`. */
function anyText(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => anyText(item, pattern));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => pattern.test(key) || anyText(item, pattern));
  }
  return false;
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
    // A URL carries no half surrogates (they travel as U+FFFD), and a GET's body is never read.
    const parsedBody = payload !== undefined && payload !== body && operation.method !== 'GET';
    const unstorable =
      anyText([Object.values(params), [...search.keys(), ...search.values()]], NUL) ||
      (parsedBody && anyText(body, UNSTORABLE_IN_JSON));
    return {
      method: operation.method,
      url: urlOf(operation, params as Record<string, string>, search.toString()),
      ...(payload !== undefined && { payload }),
      headers,
      unstorable,
    };
  });
}
