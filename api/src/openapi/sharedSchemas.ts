import * as contracts from '@marquee/contracts';
import { isDeepStrictEqual } from 'node:util';

type Json = unknown;
const COMPONENTS = '#/components/schemas/';

/**
 * Moves every schema carrying a `title` (see nameContractSchemas: `Review`, `ErrorResponse`...) into `components.schemas` under that title and puts a `$ref` where each copy was.
 * Fastify inlines the contracts into each route's schema; this gives the document one definition of each.
 * Two different schemas under one title would make the references lie, so that throws.
 */
export function hoistSharedSchemas<T extends { components?: { schemas?: Record<string, Json> } }>(
  document: T,
): T {
  const shared: Record<string, Json> = {};

  function visit(value: Json): Json {
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, child]) => [key, visit(child)] as const);
    const copy = Object.fromEntries(entries) as Record<string, Json>;
    const title = copy.title;
    if (typeof title !== 'string' || !isSchema(copy)) return copy;
    if (title in shared && !isDeepStrictEqual(shared[title], copy)) {
      throw new Error(`two different schemas are titled ${title}`);
    }
    shared[title] = copy;
    return { $ref: `${COMPONENTS}${title}` };
  }

  const existing = document.components?.schemas ?? {};
  const hoisted = visit({ ...document, components: { ...document.components, schemas: {} } }) as T;
  const components = Object.fromEntries(
    Object.entries({ ...existing, ...shared }).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...hoisted, components: { ...hoisted.components, schemas: components } };
}

/** Every schema @marquee/contracts exports, by identity: its export name is its name in the document. */
const CONTRACT_NAMES = new Map<unknown, string>(
  Object.entries(contracts)
    .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && isSchema(value))
    .map(([name, schema]) => [schema, name]),
);

/** Objects are what the document shares; a scalar such as a film id is written where it is used. */
function isSchema(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (('type' in value && value.type === 'object') || 'allOf' in value)
  );
}

/**
 * A copy of a route's schema in which each contract schema carries its name as `title`, which
 * hoistSharedSchemas turns into a reference. The route's own schema, which Fastify validates with, is
 * left as it is.
 */
export function nameContractSchemas<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => nameContractSchemas(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, nameContractSchemas(child)]),
  ) as Record<string, unknown>;
  const name = CONTRACT_NAMES.get(value);
  return (name ? { title: name, ...copy } : copy) as T;
}
