import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BlockedPeople,
  ErrorResponse,
  ProfileSettings,
  SetHandleBody,
  UpdateProfileSettingsBody,
  UserIdParams,
} from '@marquee/contracts';
import { type FastifyRequest } from 'fastify';
import { HttpError } from '../../httpError';
import { blockedPeople } from '../../profiles/blocks';
import { favouriteFilms } from '../../profiles/favouriteFilms';
import { readProfileSettings, setHandle, updateProfileSettings } from '../../profiles/profileSettings';

/**
 * A user's choices about their public profile: the handle, who sees the profile and the diary, the four
 * favourite films; and the people they blocked. Like the account, read and changed by its owner and by
 * admins (who may need to change a handle that breaks the rules); the blocks are the owner's alone.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['profiles'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  /** The account's id once the caller is its owner or an admin (403 otherwise, 404 when it is gone). */
  async function ownerOrAdmin(request: FastifyRequest<{ Params: UserIdParams }>): Promise<string> {
    const { sub, role } = request.user;
    if (sub !== request.params.id && role !== 'admin') {
      throw new HttpError(403, 'You can only manage your own profile');
    }
    if (!(await readProfileSettings(app.db, request.params.id))) throw new HttpError(404, 'User not found');
    return request.params.id;
  }

  app.get(
    '/users/:id/profile-settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getProfileSettings',
        summary: "A user's profile settings: handle, visibilities, favourite films, whether an admin hid it",
        params: UserIdParams,
        response: { 200: ProfileSettings, ...errors },
      },
    },
    async (request) => (await readProfileSettings(app.db, await ownerOrAdmin(request)))!,
  );

  app.patch(
    '/users/:id/profile-settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateProfileSettings',
        summary: 'Change who sees the profile and the diary, and the favourite films (at most four)',
        params: UserIdParams,
        body: UpdateProfileSettingsBody,
        response: { 200: ProfileSettings, ...errors },
      },
    },
    async (request) => {
      const userId = await ownerOrAdmin(request);
      const { profileVisibility, diaryVisibility, favouriteMovieIds } = request.body;
      if (favouriteMovieIds) {
        for (const movieId of favouriteMovieIds) await app.requireKnownFilm(movieId);
      }
      return updateProfileSettings(app.db, userId, {
        profileVisibility,
        diaryVisibility,
        ...(favouriteMovieIds && { favourites: await favouriteFilms(app.movies, favouriteMovieIds) }),
      });
    },
  );

  app.put(
    '/users/:id/handle',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'setHandle',
        summary: "Choose the profile's handle: 3-30 letters, digits, _ or -, not reserved, nobody else's",
        params: UserIdParams,
        body: SetHandleBody,
        response: { 200: ProfileSettings, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => setHandle(app.db, await ownerOrAdmin(request), request.body.handle),
  );

  app.get(
    '/users/:id/blocks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listBlocks',
        summary: 'The people a user blocked, the latest first',
        params: UserIdParams,
        response: { 200: BlockedPeople, ...errors },
      },
    },
    async (request) => {
      if (request.user.sub !== request.params.id) {
        throw new HttpError(403, 'You can only see the people you blocked');
      }
      return { people: await blockedPeople(app.db, request.user.sub) };
    },
  );
};

export default settingsRoutes;
