import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageHref, type PageQuery } from '@marquee/contracts/pages';
import {
  AuthProvidersResponse,
  EmailBody,
  ErrorResponse,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  SessionResponse,
  VerifyEmailQuery,
} from '@marquee/contracts';
import { consumeOneTimeToken } from '@marquee/jobs';
import { roleForNewAccount } from '../../accounts/configuredAdmins';
import { queueAccountEmail } from '../../accounts/accountEmails';
import { confirmEmail, type EmailVerificationOutcome } from '../../accounts/emailVerification';
import { authRateLimits } from '../../accounts/authRateLimits';
import { signInLimits } from '../../accounts/signInLimits';
import { hashPassword, passwordMatches } from '../../accounts/passwords';
import { startSession } from '../../accounts/sessions';
import { findUserByEmail, isUniqueViolation, normaliseEmail, type UserRow } from '../../accounts/users';
import { onlyRow } from '../../db/onlyRow';
import { HttpError } from '../../httpError';
import googleRoutes from './google';

const WRONG_CREDENTIALS = 'Invalid email or password';
const RESEND_ANSWER =
  'If an account with that email is waiting for verification, a new verification email is on its way.';
const FORGOT_ANSWER = 'If an account with that email exists, a password reset link is on its way.';

/** The query of /email-verified for each outcome of a verification link (read by mfe-account's page). */
const VERIFIED_PAGE_QUERY: Record<EmailVerificationOutcome, PageQuery> = {
  verified: { success: 'true' },
  'already-verified': { success: 'true', already: 'true' },
  failed: { success: 'false', error: 'The verification link is invalid or has expired.' },
};

/** Sign-up, sign-in, email verification and password reset (docs/product.md §7, /api/auth/...). */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 429: ErrorResponse };

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        operationId: 'registerAccount',
        summary: 'Create an account; a verification email is sent and the user is not signed in',
        body: RegisterBody,
        response: { 201: MessageResponse, 409: ErrorResponse, ...errors },
      },
      preHandler: authRateLimits(app, 'register'),
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw new HttpError(400, 'body/name must not be blank');
      const email = normaliseEmail(request.body.email);
      let user: Pick<UserRow, 'id'>;
      try {
        user = onlyRow(
          await app
            .db('users')
            .insert({
              name,
              email,
              password_hash: await hashPassword(request.body.password),
              role: roleForNewAccount(app.config.adminEmails, email),
            })
            .returning<Pick<UserRow, 'id'>[]>('id'),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'An account with this email already exists');
        throw error;
      }
      await queueAccountEmail(app.jobs, 'verify-email', user.id, request);
      return reply.code(201).send({
        message: 'Registration successful! Please check your email to verify your account before signing in.',
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: SessionResponse, 401: ErrorResponse, 403: ErrorResponse, ...errors },
      },
      ...signInLimits(app),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Always one password check, so the answer time does not tell whether the email has an account.
      const matches = await passwordMatches(user?.password_hash ?? null, request.body.password);
      if (!user || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
      if (!user.email_verified_at) {
        throw new HttpError(
          403,
          'Please verify your email before signing in. Check your inbox for the link.',
        );
      }
      return startSession(app, user);
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyEmail',
        summary: 'The link of verification emails: confirms the address, then redirects to /email-verified',
        description: `Redirects to one of:
- \`/email-verified?success=true\`: the address is confirmed now;
- \`/email-verified?success=true&already=true\`: the address was confirmed before (a used link, or another email's link);
- \`/email-verified?success=false&error=<message>\`: the link is unknown, expired, or its change of address could not be made.`,
        querystring: VerifyEmailQuery,
        response: { 302: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const outcome = request.query.token ? await confirmEmail(app.db, request.query.token) : 'failed';
      return reply.redirect(pageHref('emailVerified', {}, VERIFIED_PAGE_QUERY[outcome]));
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resendVerificationEmail',
        summary: 'Send a new verification email (the answer is the same whether the account exists or not)',
        body: EmailBody,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: authRateLimits(app, 'resend-verification'),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.email_verified_at)
        await queueAccountEmail(app.jobs, 'verify-email', user.id, request);
      return { message: RESEND_ANSWER };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary:
          'Email a password reset link valid for 1 hour (same answer whether the account exists or not)',
        body: EmailBody,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: authRateLimits(app, 'forgot-password'),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) await queueAccountEmail(app.jobs, 'reset-password', user.id, request);
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the emailed token; signs out every session',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: authRateLimits(app, 'reset-password', { byEmail: false }),
    },
    async (request) => {
      const reset = await app.db.transaction(async (trx) => {
        const userId = await consumeOneTimeToken(trx, request.body.token, 'reset_password');
        if (!userId) return false;
        // Hashed only for a valid token, so guessing tokens costs the server no hashing.
        const passwordHash = await hashPassword(request.body.newPassword);
        // The token version bump ends every session; following the emailed link also proves the address.
        await trx('users')
          .where({ id: userId })
          .update({
            password_hash: passwordHash,
            token_version: trx.raw('token_version + 1'),
            email_verified_at: trx.raw('coalesce(email_verified_at, now())'),
            updated_at: trx.fn.now(),
          });
        // Any other reset link still in a mailbox dies with this one.
        await trx('one_time_tokens')
          .where({ user_id: userId, purpose: 'reset_password', used_at: null })
          .update({ used_at: trx.fn.now() });
        return true;
      });
      if (!reset) {
        throw new HttpError(400, 'Invalid or expired reset token. Please request a new password reset.');
      }
      return { message: 'Password reset successful! You can now sign in with your new password.' };
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        operationId: 'listSignInProviders',
        summary: 'Which sign-in methods are configured (Google)',
        response: { 200: AuthProvidersResponse },
      },
    },
    async () => {
      const { google } = app.config;
      return {
        google: google
          ? { enabled: true, redirect: google.clientSecret !== undefined, clientId: google.clientId }
          : { enabled: false, redirect: false },
      };
    },
  );

  await app.register(googleRoutes, { prefix: '/google' });
};

export default authRoutes;
