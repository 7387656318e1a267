/** A value a message names: written as it is, or a message of its own, said in the same language. */
export type Value = string | number | Message;
export type Values = Readonly<Record<string, Value>>;

/**
 * Something the server says to a reader. `text` is English, with `{{name}}` where each of `values` goes
 * ("Route {{method}} {{url}} not found"); it is also the key of the other languages' texts
 * (`messages/<language>.json`). A message about a number of things counts `values.count`, and `one` is
 * its English text when that count is one.
 */
export interface Message {
  readonly text: string;
  readonly one?: string;
  readonly values?: Values;
}

/** A message: its English text and the values it names. */
export const said = (text: string, values?: Values): Message => ({ text, values });

/** A message about `count` things, in English `one` or `other` as the count asks (other languages: all their forms). */
export const counted = (count: number, one: string, other: string, values?: Values): Message => ({
  text: other,
  one,
  values: { ...values, count },
});

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).text === 'string';
