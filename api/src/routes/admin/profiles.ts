import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ProfileModeration, UserIdParams } from '@marquee/contracts';
import { setProfileHidden } from '../../admin/adminProfiles';
import { adminErrors, adminSchema } from './schemaParts';

/**
 * Moderation of profiles (issue 22 §4): a hidden profile answers 404 to everyone but its owner and
 * admins, and leaves people pages, counts and feeds. Both actions go to the action log.
 */
const profilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [action, hidden] of [
    ['hide-profile', true],
    ['unhide-profile', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          ...adminSchema,
          operationId: hidden ? 'hideProfile' : 'unhideProfile',
          summary: hidden
            ? "Hide a user's public profile that breaks the rules (logged)"
            : 'Show a hidden profile again (logged)',
          params: UserIdParams,
          response: { 200: ProfileModeration, 404: ErrorResponse, ...adminErrors },
        },
      },
      async (request) => setProfileHidden(app.db, request.user.sub, request.params.id, hidden),
    );
  }
};

export default profilesRoutes;
