import envSchema from 'env-schema';
import { type Static, type TObject, type TSchema } from 'typebox';
import { ConfigError } from './ConfigError';
import { describeSchemaError, type SchemaError } from './describeSchemaError';

/** What the cross-field checks see: only variables that passed the schema, and which were given at all. */
export interface EnvReading<Env> {
  /** Defaults applied; a variable whose value failed the schema is absent. */
  valid: Partial<Env>;
  /** Whether the environment gave a (non-empty) value, valid or not: a bad value is not also "missing". */
  isSet(name: keyof Env & string): boolean;
}

export type CrossFieldCheck<Env> = (reading: EnvReading<Env>) => string | undefined;

/**
 * Validates `env` against `schema` with env-schema (Ajv: defaults, type coercion, every error at once),
 * then runs the hand-written checks that span variables. Throws a ConfigError listing every problem.
 */
export function readEnv<Schema extends TObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
  checks: CrossFieldCheck<Static<Schema>>[],
): Static<Schema> {
  const given = givenValues(schema, env);
  const errors = firstErrorPerVariable(schemaErrors(schema, given));
  const invalid = new Set(errors.keys());
  // Validating again without the bad variables yields the coerced, defaulted values of the good ones.
  const valid = validate(schema, omit(given, invalid)) as Partial<Static<Schema>>;
  for (const name of invalid) delete (valid as Record<string, unknown>)[name];

  const reading: EnvReading<Static<Schema>> = { valid, isSet: (name) => name in given };
  const problems = [
    ...[...errors].map(([name, error]) =>
      describeSchemaError(name, error, schema.properties[name] as TSchema, given[name]),
    ),
    ...checks.map((check) => check(reading)).filter((problem) => problem !== undefined),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return valid as Static<Schema>;
}

const BOOLEAN_WORDS: Record<string, string> = {
  true: 'true',
  '1': 'true',
  yes: 'true',
  on: 'true',
  false: 'false',
  '0': 'false',
  no: 'false',
  off: 'false',
};

/**
 * The schema's variables that have a value, trimmed. Empty values count as unset, as in most .env
 * files; Ajv coerces only "true"/"false" to booleans, so the other usual words are mapped to them first.
 */
function givenValues(schema: TObject, env: NodeJS.ProcessEnv): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, property] of Object.entries(schema.properties) as [
    string,
    TSchema & { type?: string },
  ][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    given[name] = property.type === 'boolean' ? (BOOLEAN_WORDS[raw.toLowerCase()] ?? raw) : raw;
  }
  return given;
}

function validate(schema: TObject, data: Record<string, string>): Record<string, unknown> {
  // `env: false`: only `data` is read, never process.env behind the caller's back.
  return envSchema({ schema, data, env: false });
}

function schemaErrors(schema: TObject, data: Record<string, string>): SchemaError[] {
  try {
    validate(schema, data);
    return [];
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    return errors;
  }
}

/** Ajv may report several errors for one variable; the first says enough. */
function firstErrorPerVariable(errors: SchemaError[]): Map<string, SchemaError> {
  const byName = new Map<string, SchemaError>();
  for (const error of errors) {
    const name = error.instancePath.replace(/^\//, '');
    if (!byName.has(name)) byName.set(name, error);
  }
  return byName;
}

function omit(values: Record<string, string>, names: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
}
