import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  PushEndpointBody,
  PushPublicKey,
  PushSubscriptionBody,
  PushSubscriptionsState,
} from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { sendPush, vapidKeys } from '@marquee/jobs';
import { Type } from 'typebox';
import { HttpError } from '../../httpError';
import {
  countSubscriptions,
  isKnownPushService,
  removeSubscription,
  saveSubscription,
} from '../../push/pushSubscriptions';
import { pushTexts } from '../../push/pushTexts';

/**
 * Web push (/api/push, docs/product.md Notifications): the key browsers subscribe with, and the user's
 * browsers that get pushes. What is pushed, and when, is up to the notification preferences.
 */
const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse };
  const tags = ['push'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/public-key',
    {
      schema: {
        tags,
        operationId: 'getPushPublicKey',
        summary: "The VAPID public key (the application server key) for the browser's PushManager.subscribe",
        response: { 200: PushPublicKey },
      },
    },
    async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.get(
    '/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getPushSubscriptions',
        summary: 'How many of my browsers get push notifications',
        response: { 200: PushSubscriptionsState, ...errors },
      },
    },
    async (request) => ({ browsers: await countSubscriptions(app.db, request.user.sub) }),
  );

  app.put(
    '/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'savePushSubscription',
        summary: 'Turn push on in this browser (its PushSubscription; saving it again changes nothing)',
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionsState, ...errors },
      },
    },
    async (request) => {
      if (!isKnownPushService(request.body.endpoint, app.config.pushServiceHosts))
        throw new HttpError(400, "This browser's push service is not one Marquee can send to");
      await saveSubscription(app.db, request.user.sub, request.body);
      return { browsers: await countSubscriptions(app.db, request.user.sub) };
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'removePushSubscription',
        summary: 'Turn push off in this browser',
        body: PushEndpointBody,
        response: { 200: PushSubscriptionsState, ...errors },
      },
    },
    async (request) => {
      await removeSubscription(app.db, request.user.sub, request.body.endpoint);
      return { browsers: await countSubscriptions(app.db, request.user.sub) };
    },
  );

  app.post(
    '/test',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'sendTestPush',
        summary: 'Send a test notification to my browsers that have push on',
        response: { 204: Type.Null({ description: 'Sent' }), 502: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const message = { ...pushTexts.test, url: pageHref('home'), tag: 'push-test' };
      await sendPush({ db: app.db, publicUrl: app.config.publicUrl }, request.user.sub, message).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'test push not taken by a push service');
          throw new HttpError(502, 'The push service did not take the notification');
        },
      );
      return reply.code(204).send(null);
    },
  );
};

export default pushRoutes;
