import oauthPlugin, { type OAuth2Namespace } from '@fastify/oauth2';
import { pageHref } from '@marquee/contracts/pages';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  GoogleCallbackQuery,
  GoogleCodeBody,
  GoogleCredentialBody,
  SessionResponse,
} from '@marquee/contracts';
import { consumeOneTimeToken, createOneTimeToken } from '@marquee/jobs';
import { accountForGoogleIdentity, createGoogleIdTokenVerifier } from '../../accounts/googleIdentity';
import { startSession } from '../../accounts/sessions';
import { findUserById } from '../../accounts/users';
import { HttpError } from '../../httpError';

const NOT_CONFIGURED = 'Sign-in with Google is not configured';
const GOOGLE_ISSUER = 'https://accounts.google.com';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

/**
 * Google sign-in, both ways: the ID token Google's button hands the page (POST /api/auth/google), and the
 * redirect flow (start → Google → callback), which ends by handing the front end a single-use code it
 * exchanges for the session, so the session token never appears in a URL.
 */
const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { google, publicUrl } = app.config;
  const verifyIdToken = google && createGoogleIdTokenVerifier(google);
  const sessionResponses = {
    200: SessionResponse,
    400: ErrorResponse,
    401: ErrorResponse,
    404: ErrorResponse,
  };

  app.post(
    '/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'signInWithGoogle',
        summary: 'Sign in with a Google ID token; an account with the same email is linked, not duplicated',
        body: GoogleCredentialBody,
        response: sessionResponses,
      },
    },
    async (request) => {
      if (!verifyIdToken) throw new HttpError(404, NOT_CONFIGURED);
      const identity = await verifyIdToken(request.body.credential);
      return startSession(app, await accountForGoogleIdentity(app.db, identity, app.config.adminEmails));
    },
  );

  app.post(
    '/exchange',
    {
      schema: {
        tags: ['auth'],
        operationId: 'exchangeGoogleCode',
        summary: 'Exchange the single-use code of the redirect flow for the session',
        body: GoogleCodeBody,
        response: sessionResponses,
      },
    },
    async (request) => {
      const userId = await consumeOneTimeToken(app.db, request.body.code, 'google_login');
      const user = userId && (await findUserById(app.db, userId));
      if (!user) throw new HttpError(401, 'Google login was unsuccessful.');
      return startSession(app, user);
    },
  );

  if (!google?.clientSecret || !verifyIdToken) return;

  // Google's endpoints are well known; another issuer (a test provider) is found by discovery.
  await app.register(oauthPlugin, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      ...(google.issuer === GOOGLE_ISSUER && { auth: oauthPlugin.GOOGLE_CONFIGURATION }),
    },
    ...(google.issuer !== GOOGLE_ISSUER && { discovery: { issuer: google.issuer } }),
    startRedirectPath: '/start',
    pkce: 'S256',
    callbackUri: `${publicUrl}/api/auth/google/callback`,
    cookie: { secure: publicUrl.startsWith('https:'), sameSite: 'lax' },
  });

  app.get(
    '/callback',
    {
      schema: {
        tags: ['auth'],
        operationId: 'finishGoogleSignIn',
        summary: 'Where Google sends the browser back; redirects to /login',
        querystring: GoogleCallbackQuery,
      },
    },
    async (request, reply) => {
      try {
        const oauth = app.googleOAuth2 as OAuth2Namespace;
        const { token } = await oauth.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        if (!token.id_token) throw new Error('the token response carries no id_token');
        const user = await accountForGoogleIdentity(
          app.db,
          await verifyIdToken(token.id_token),
          app.config.adminEmails,
        );
        const code = await createOneTimeToken(app.db, user.id, 'google_login');
        return reply.redirect(`${publicUrl}${pageHref('login', {}, { googleCode: code })}`);
      } catch (error) {
        request.log.warn({ err: error }, 'Google redirect sign-in failed');
        const message = error instanceof HttpError ? error.message : 'Google login was unsuccessful.';
        return reply.redirect(`${publicUrl}${pageHref('login', {}, { googleError: message })}`);
      }
    },
  );
};

export default googleRoutes;
