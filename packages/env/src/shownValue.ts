import { type TSchema } from 'typebox';

/**
 * How a variable's value may be printed in an error: a secret (marked `writeOnly` in the schema) by its
 * length only, anything else quoted with the password of a URL masked.
 */
export function shownValue(schema: TSchema & { writeOnly?: boolean }, raw: string): string {
  if (schema.writeOnly) return ` (${raw.length} characters)`;
  return `="${maskUrlPassword(raw)}"`;
}

export function maskUrlPassword(value: string): string {
  return value.replace(/\/\/([^:/@]*):[^@/]*@/g, '//$1:***@');
}
