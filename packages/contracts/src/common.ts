import { Type, type Static } from 'typebox';

/** Every error the API answers has this shape: a message a person can read (a 400 names the field). */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;
