import { Type, type Static } from 'typebox';
import { SessionUser } from './user';

/** docs/product.md §9: passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 });

export const RegisterBody = Type.Object({ name: Name, email: Email, password: NewPassword });
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** A successful sign-in: the session token and the user it belongs to. */
export const SessionResponse = Type.Object({ token: Type.String(), user: SessionUser });
export type SessionResponse = Static<typeof SessionResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: NewPassword,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const VerifyEmailQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export type VerifyEmailQuery = Static<typeof VerifyEmailQuery>;

/** Google sign-in with an ID token (the credential Google's button returns). */
export const GoogleCredentialBody = Type.Object({
  credential: Type.String({ minLength: 1, maxLength: 4096 }),
});
export type GoogleCredentialBody = Static<typeof GoogleCredentialBody>;

/** The single-use code the redirect flow hands the front end, exchanged for the session. */
export const GoogleCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) });
export type GoogleCodeBody = Static<typeof GoogleCodeBody>;

/**
 * What Google adds to the callback URL: the code and state of the redirect flow, or an error. Open,
 * because Google adds parameters of its own (scope, authuser, prompt...).
 */
export const GoogleCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** Which sign-in methods this deployment offers. */
export const AuthProvidersResponse = Type.Object({
  google: Type.Object({
    /** Google sign-in is configured (GOOGLE_CLIENT_ID). */
    enabled: Type.Boolean(),
    /** The redirect flow is available too (GOOGLE_CLIENT_SECRET): start it at /api/auth/google/start. */
    redirect: Type.Boolean(),
    clientId: Type.Optional(Type.String()),
  }),
});
export type AuthProvidersResponse = Static<typeof AuthProvidersResponse>;
