import { DATE_RANGE, PASSWORD_MIN_LENGTH } from '@marquee/contracts';

/**
 * The 400 messages people read, as sentences that name the field ("Email must be a valid email address.")
 * instead of ajv's `body/email must match format "email"`. docs/product.md §5's own texts win where it has
 * one. Two sources feed this: ajv's errors, and the server's own checks, which throw HttpErrors written
 * ajv's way (`body/comment must not be blank`) so that both read alike once formatted here.
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
function humanise(name: string): string {
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
function fieldLabel(part: RequestPart, segments: string[]): string {
  const name = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1);
  if (part !== 'body') return name ? `The ${name} parameter` : 'The query';
  return name ? humanise(name) : 'The request body';
}

/** A rule the user breaks, in docs/product.md §5's words when it has them; `empty` when the value was blank. */
type Rule = 'required' | 'empty' | 'tooShort' | 'other';

/** docs/product.md §5's texts for a body field and the way it was broken; undefined when it has none. */
function specText(field: string, rule: Rule): string | undefined {
  const missing = rule === 'required' || rule === 'empty';
  if (field === 'email' && missing) return 'Please enter your email address.';
  if ((field === 'password' || field === 'newPassword') && rule === 'tooShort') {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (field === 'newPassword' && missing) return 'Please fill in all fields';
  if (field === 'token' && missing) return 'Invalid reset token. Please request a new password reset.';
  if ((field === 'rating' || field === 'comment') && (missing || rule === 'tooShort')) {
    return 'Please provide a rating and comment';
  }
  return undefined;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

const FORMAT_TEXTS: Record<string, string> = {
  email: 'must be a valid email address',
  uuid: 'must be a valid id',
  date: 'must be a date written YYYY-MM-DD',
  'date-time': 'must be a date and time',
  uri: 'must be a valid web address',
};

/** What a pattern asks for, where a pattern has a meaning of its own. */
const PATTERN_TEXTS: Record<string, string> = {
  '\\S': 'must not be blank',
  [DATE_RANGE.pattern]: `must be a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
};

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && !value.trim());

/** What ajv's error says, after the field's name, as the end of a sentence. */
function ruleText(error: SchemaError, allowed: unknown[]): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'format':
      return FORMAT_TEXTS[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'type':
      return `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return allowed.length > 0
        ? `must be one of: ${allowed.join(', ')}`
        : 'is not one of the accepted values';
    case 'pattern':
      return PATTERN_TEXTS[String(params.pattern)] ?? 'is not in the expected format';
    case 'minItems':
      return `must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`;
    case 'minProperties':
      return `must have at least ${String(params.limit)} field${params.limit === 1 ? '' : 's'}`;
    case 'additionalProperties':
      return `does not accept "${String(params.additionalProperty)}"`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** A sentence: the field, what is wrong with it, a full stop. */
function sentence(label: string, rule: string): string {
  return `${label} ${rule}.`;
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
export function schemaErrorMessage(errors: SchemaError[], part: RequestPart, data: unknown): string {
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
  return sentence(fieldLabel(part, segments), ruleText(first, allowed));
}

/** A message written ajv's way by the server's own checks: `body/comment must not be blank`. */
const FIELD_MESSAGE = /^(body|querystring|params|headers)((?:\/[^\s/]+)*) (.+?)\.?$/;

/** The server's own field messages as sentences (the text of docs/product.md §5 where it has one); any other message as is. */
export function fieldMessage(message: string): string {
  const match = FIELD_MESSAGE.exec(message);
  if (!match) return message;
  const [, part, path, rule] = match as unknown as [string, RequestPart, string, string];
  const segments = path.split('/').filter(Boolean);
  const text =
    part === 'body' && /^must not be (blank|empty)$/.test(rule)
      ? specText(segments.at(-1) ?? '', 'empty')
      : undefined;
  return text ?? sentence(fieldLabel(part, segments), rule);
}
