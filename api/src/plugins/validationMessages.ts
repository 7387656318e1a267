import { DATE_RANGE, PASSWORD_MIN_LENGTH } from '@marquee/contracts';
import { counted, said, type Message } from '../messages/message';
import { say } from '../messages/say';

/**
 * The 400 messages people read, as sentences that name the field ("Email must be a valid email address.")
 * instead of ajv's `body/email must match format "email"`. docs/product.md §5's own texts win where it has
 * one. Two sources feed this: ajv's errors, and the server's own checks, which throw HttpErrors written
 * ajv's way (`body/comment must not be blank`) so that both read alike once formatted here. Each sentence
 * is a message ("{{field}} must not be blank.") whose field is a message too, so both are said in the
 * reader's language.
 */

/** The part of a request a validation error is about, as Fastify names it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** The part of an ajv error the messages use. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** "movieTitle" -> "Movie title", "vote_average.gte" -> "Vote average gte". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_.\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field a path names. A body field in words, from its last named segment ("/conversationHistory/3/
 * content" -> "Content"); a query or path parameter by its name, as it is written in the URL.
 */
function fieldLabel(part: RequestPart, segments: string[]): Message {
  const name = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1);
  if (part !== 'body') return name ? said('The {{name}} parameter', { name }) : said('The query');
  // The catalogues have every body field of openapi.json in words.
  return name ? said(humanise(name)) : said('The request body');
}

/** A rule the user breaks, in docs/product.md §5's words when it has them; `empty` when the value was blank. */
type Rule = 'required' | 'empty' | 'tooShort' | 'other';

/** docs/product.md §5's texts for a body field and the way it was broken; undefined when it has none. */
function specText(field: string, rule: Rule): Message | undefined {
  const missing = rule === 'required' || rule === 'empty';
  if (field === 'email' && missing) return said('Please enter your email address.');
  if ((field === 'password' || field === 'newPassword') && rule === 'tooShort') {
    return said('Password must be at least {{min}} characters long', { min: PASSWORD_MIN_LENGTH });
  }
  if (field === 'newPassword' && missing) return said('Please fill in all fields');
  if (field === 'token' && missing) return said('Invalid reset token. Please request a new password reset.');
  if ((field === 'rating' || field === 'comment') && (missing || rule === 'tooShort')) {
    return said('Please provide a rating and comment');
  }
  return undefined;
}

// The sentences below name the field `{{field}}`: `about` names it.

const TYPE_SENTENCES = {
  integer: '{{field}} must be a whole number.',
  number: '{{field}} must be a number.',
  string: '{{field}} must be text.',
  boolean: '{{field}} must be true or false.',
  object: '{{field}} must be an object.',
  array: '{{field}} must be a list.',
  null: '{{field}} must be empty.',
} as const;

const FORMAT_SENTENCES = {
  email: '{{field}} must be a valid email address.',
  uuid: '{{field}} must be a valid id.',
  date: '{{field}} must be a date written YYYY-MM-DD.',
  'date-time': '{{field}} must be a date and time.',
  uri: '{{field}} must be a valid web address.',
} as const;

/** What a pattern asks for, where a pattern has a meaning of its own. */
const PATTERN_SENTENCES: Record<string, Message> = {
  '\\S': said('{{field}} must not be blank.'),
  [DATE_RANGE.pattern]: said('{{field}} must be a date from {{min}} to {{max}}.', {
    min: DATE_RANGE.min,
    max: DATE_RANGE.max,
  }),
};

/** `sentences[name]`, if it has one. */
function sentenceFor<T extends object>(sentences: T, name: unknown): T[keyof T] | undefined {
  const key = String(name);
  return Object.hasOwn(sentences, key) ? sentences[key as keyof T] : undefined;
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && !value.trim());

/** What ajv's error says is wrong with a field. */
function ruleSentence(error: SchemaError, allowed: unknown[]): Message {
  const { params } = error;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return said('{{field}} is required.');
    case 'format':
      return said(sentenceFor(FORMAT_SENTENCES, params.format) ?? '{{field}} must be a valid {{format}}.', {
        format: String(params.format),
      });
    case 'minLength':
      return limit === 1
        ? said('{{field}} must not be empty.')
        : said('{{field}} must be at least {{limit}} characters long.', { limit });
    case 'maxLength':
      return said('{{field}} must be at most {{limit}} characters long.', { limit });
    case 'minimum':
      return said('{{field}} must be at least {{limit}}.', { limit });
    case 'maximum':
      return said('{{field}} must be at most {{limit}}.', { limit });
    case 'exclusiveMinimum':
      return said('{{field}} must be more than {{limit}}.', { limit });
    case 'exclusiveMaximum':
      return said('{{field}} must be less than {{limit}}.', { limit });
    case 'type':
      return said(sentenceFor(TYPE_SENTENCES, params.type) ?? '{{field}} must be {{type}}.', {
        type: String(params.type),
      });
    case 'enum':
    case 'const':
    case 'anyOf':
      return allowed.length > 0
        ? said('{{field}} must be one of: {{allowed}}.', { allowed: allowed.join(', ') })
        : said('{{field}} is not one of the accepted values.');
    case 'pattern':
      return PATTERN_SENTENCES[String(params.pattern)] ?? said('{{field}} is not in the expected format.');
    case 'minItems':
      return counted(
        limit,
        '{{field}} must have at least {{count}} item.',
        '{{field}} must have at least {{count}} items.',
      );
    case 'maxItems':
      // English says "items" whatever the limit; other languages count it.
      return counted(
        limit,
        '{{field}} must have at most {{count}} items.',
        '{{field}} must have at most {{count}} items.',
      );
    case 'minProperties':
      return counted(
        limit,
        '{{field}} must have at least {{count}} field.',
        '{{field}} must have at least {{count}} fields.',
      );
    case 'additionalProperties':
      return said('{{field}} does not accept "{{name}}".', { name: String(params.additionalProperty) });
    case 'uniqueItems':
      return said(
        '{{field}} must NOT have duplicate items (items ## {{later}} and {{earlier}} are identical).',
        {
          later: Number(params.j),
          earlier: Number(params.i),
        },
      );
    default:
      // A keyword no schema uses yet: ajv's own words for it.
      return error.message
        ? said('{{field}} {{rule}}.', { rule: error.message })
        : said('{{field}} is not valid.');
  }
}

/** `sentence` about the field `label`. */
function about(label: Message, sentence: Message): Message {
  return { ...sentence, values: { ...sentence.values, field: label } };
}

/** The value at a JSON pointer such as "/conversationHistory/3". */
function valueAt(data: unknown, segments: string[]): unknown {
  return segments.reduce<unknown>(
    (value, segment) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined,
    data,
  );
}

/**
 * The message for ajv's errors about one part of a request (`data` is that part, to tell an empty value
 * from a wrong one). Fastify stops at the first error, except that a union lists each alternative's error:
 * then the message lists the values the union accepts.
 */
export function schemaErrorMessage(errors: SchemaError[], part: RequestPart, data: unknown): Message {
  const first = errors.find((error) => error.keyword === 'anyOf') ?? errors[0]!;
  const segments = first.instancePath.split('/').filter(Boolean);
  if (first.keyword === 'required') segments.push(String(first.params.missingProperty));
  const allowed = [
    ...((first.params.allowedValues as unknown[] | undefined) ?? []),
    ...errors
      .filter((error) => error.keyword === 'const' && error.instancePath === first.instancePath)
      .map((error) => error.params.allowedValue),
  ];
  if (part === 'body') {
    const field = segments.at(-1) ?? '';
    const tooShort = first.keyword === 'minLength' || first.keyword === 'minimum';
    const rule: Rule =
      first.keyword === 'required'
        ? 'required'
        : isBlank(valueAt(data, segments))
          ? 'empty'
          : tooShort
            ? 'tooShort'
            : 'other';
    const text = specText(field, rule);
    if (text) return text;
  }
  return about(fieldLabel(part, segments), ruleSentence(first, allowed));
}

/**
 * A message written ajv's way by the server's own checks: `body/comment must not be blank`. Its path may
 * name values, a segment (`body/move/{{anchor}}`) or a path of its own (`body{{path}}`).
 */
const FIELD_MESSAGE = /^(body|querystring|params|headers)((?:\/[^\s/]+|\{\{\w+\}\})*) (.+?)\.?$/;

/**
 * The catalogues' key of a message the server says: for a field message, its sentence about a field
 * ("body/comment must not be blank" -> "{{field}} must not be blank."); any other message's own text.
 */
export function catalogueKey(text: string): string {
  const rule = FIELD_MESSAGE.exec(text)?.[3];
  return rule === undefined ? text : `{{field}} ${rule}.`;
}

/** The server's own field messages as sentences (the text of docs/product.md §5 where it has one); any other message as is. */
export function fieldMessage(message: Message): Message {
  const match = FIELD_MESSAGE.exec(message.text);
  if (!match) return message;
  const [, part, path, rule] = match as unknown as [string, RequestPart, string, string];
  const segments = say({ text: path, values: message.values }, 'en').split('/').filter(Boolean);
  const text =
    part === 'body' && /^must not be (blank|empty)$/.test(rule)
      ? specText(segments.at(-1) ?? '', 'empty')
      : undefined;
  return text ?? about(fieldLabel(part, segments), { ...message, text: catalogueKey(message.text) });
}
