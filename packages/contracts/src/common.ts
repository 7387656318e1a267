import { Type, type Static } from 'typebox';

/** Every error the API answers has this shape: a message a person can read (a 400 names the field). */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;

/**
 * The dates a request may carry: years 1000 to 9999. The `date` format alone lets year 0000 through,
 * which Postgres refuses (there is no year zero); within these years Postgres, JavaScript and TMDB read
 * a date alike. The pattern is what the schemas check, next to the format.
 */
export const DATE_RANGE = { min: '1000-01-01', max: '9999-12-31', pattern: '^[1-9]\\d{3}-' } as const;
