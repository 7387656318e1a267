import { type TSchema } from 'typebox';
import { shownValue } from './shownValue';

/** The part of Ajv's error objects that env-schema attaches as `error.errors`. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

type Described = TSchema & { description?: string; examples?: string[] };

/** One sentence per bad variable: its name, its (masked) value, what is wrong and what it is for. */
export function describeSchemaError(
  name: string,
  error: SchemaError,
  schema: Described,
  raw: string | undefined,
): string {
  const value = raw === undefined ? '' : shownValue(schema, raw);
  return `${name}${value}: ${reason(error, schema.examples)} (${schema.description})`;
}

function reason(error: SchemaError, examples: string[] | undefined): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      if (params.type === 'integer') return 'must be a whole number';
      if (params.type === 'boolean') return 'must be true or false';
      return `must be a ${String(params.type)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters long`;
    case 'pattern':
      return examples?.[0] ? `must look like ${examples[0]}` : `must match ${String(params.pattern)}`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}
