import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDiaryEntryBody,
  CreatedDiaryEntry,
  DiaryEntryParams,
  DiaryEntryResponse,
  DiaryPage,
  DiaryQuery,
  DiaryStats,
  DiaryStatsQuery,
  ErrorResponse,
  MovieWatches,
  MovieWatchesParams,
  UpdateDiaryEntryBody,
  UserIdParams,
  starsToRating10,
} from '@marquee/contracts';
import { Type } from 'typebox';
import {
  createDiaryEntry,
  deleteDiaryEntry,
  findDiaryEntry,
  listDiary,
  updateDiaryEntry,
  type DiaryEntryFields,
} from '../../diary/diaryEntries';
import { checkedTags, checkedWatchedOn, normaliseTag, todayUtc } from '../../diary/diaryRules';
import { diaryStats } from '../../diary/diaryStats';
import { loggedFilm } from '../../diary/loggedFilm';
import { movieWatches } from '../../diary/movieWatches';
import { HttpError } from '../../httpError';
import { isOwnReviewOf } from '../../reviews/reviews';
import { isOnWatchlist } from '../../watchlist/watchlist';
import { ownDiary, readableDiary } from './diaryAccess';

/** The owner's choices of a log as stored: stars as rating10, dates and tags checked. */
function checkedFields(body: {
  watchedOn?: string;
  rating?: number | null;
  rewatch?: boolean;
  tags?: string[];
  reviewId?: string | null;
}): Partial<DiaryEntryFields> {
  return {
    ...(body.watchedOn !== undefined && { watchedOn: checkedWatchedOn(body.watchedOn) }),
    ...(body.rating !== undefined && {
      rating10: body.rating === null ? null : starsToRating10(body.rating),
    }),
    ...(body.rewatch !== undefined && { rewatch: body.rewatch }),
    ...(body.tags !== undefined && { tags: checkedTags(body.tags) }),
    ...(body.reviewId !== undefined && { reviewId: body.reviewId }),
  };
}

/**
 * The diary (issue 21): what a user watched, when, and how they liked it. Only the owner writes; a
 * private diary (the default) is read by its owner alone, a public one by anyone, guests included. The
 * film's overall and the caller's own watch counts are public too.
 */
const diaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['diary'];
  const security = [{ bearerAuth: [] }];
  const readErrors = { 400: ErrorResponse, 404: ErrorResponse };
  const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  /** A 400 unless `reviewId` (when set) is the owner's review of the film. */
  async function requireOwnReview(userId: string, movieId: string, reviewId: string | null | undefined) {
    if (reviewId && !(await isOwnReviewOf(app.db, userId, movieId, reviewId))) {
      throw new HttpError(400, 'body/reviewId must be your own review of this film');
    }
  }

  app.get(
    '/users/:id/diary',
    {
      schema: {
        tags,
        operationId: 'listDiary',
        summary: "A user's diary, newest viewing first, filtered by year, stars and tag, a page at a time",
        description:
          'Public diaries are read by anyone; a private one by its owner only (send the session), else 404.',
        params: UserIdParams,
        querystring: DiaryQuery,
        response: { 200: DiaryPage, ...readErrors },
      },
    },
    async (request) => {
      const userId = await readableDiary(app, request);
      const { year, rating, tag, cursor, limit } = request.query;
      return listDiary(
        app.db,
        userId,
        { year, stars: rating, ...(tag !== undefined && { tag: normaliseTag(tag) }) },
        { cursor, limit },
      );
    },
  );

  app.get(
    '/users/:id/diary/stats',
    {
      schema: {
        tags,
        operationId: 'getDiaryStats',
        summary: "A diary's statistics: of one year, or of all time",
        description:
          'Public diaries are read by anyone; a private one by its owner only (send the session), else 404.',
        params: UserIdParams,
        querystring: DiaryStatsQuery,
        response: { 200: DiaryStats, ...readErrors },
      },
    },
    async (request) => diaryStats(app.db, await readableDiary(app, request), request.query.year),
  );

  app.post(
    '/users/:id/diary',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'logDiaryEntry',
        summary: 'Log a viewing of a film (today unless dated); says whether the film is on the watchlist',
        params: UserIdParams,
        body: CreateDiaryEntryBody,
        response: { 201: CreatedDiaryEntry, ...writeErrors },
      },
    },
    async (request, reply) => {
      const userId = await ownDiary(app, request);
      const { movieId } = request.body;
      const fields = checkedFields(request.body);
      await app.requireKnownFilm(movieId);
      await requireOwnReview(userId, movieId, fields.reviewId);
      const [film, onWatchlist] = await Promise.all([
        loggedFilm(app.movies, movieId),
        isOnWatchlist(app.db, userId, movieId),
      ]);
      const entry = await createDiaryEntry(
        app.db,
        userId,
        movieId,
        film,
        {
          watchedOn: todayUtc(),
          rating10: null,
          rewatch: false,
          tags: [],
          reviewId: null,
          ...fields,
        },
        request.body.clientKey,
      );
      return reply.code(201).send({ entry, onWatchlist });
    },
  );

  app.patch(
    '/users/:id/diary/:entryId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateDiaryEntry',
        summary: 'Change a logged viewing: date, rating, rewatch, tags or review link',
        params: DiaryEntryParams,
        body: UpdateDiaryEntryBody,
        response: { 200: DiaryEntryResponse, ...writeErrors },
      },
    },
    async (request) => {
      const userId = await ownDiary(app, request);
      const changes = checkedFields(request.body);
      const current = await findDiaryEntry(app.db, userId, request.params.entryId);
      if (!current) throw new HttpError(404, 'Diary entry not found');
      await requireOwnReview(userId, current.movieId, changes.reviewId);
      const entry = await updateDiaryEntry(app.db, userId, request.params.entryId, changes);
      if (!entry) throw new HttpError(404, 'Diary entry not found');
      return { entry };
    },
  );

  app.delete(
    '/users/:id/diary/:entryId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteDiaryEntry',
        summary: 'Delete a logged viewing',
        params: DiaryEntryParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const userId = await ownDiary(app, request);
      if (!(await deleteDiaryEntry(app.db, userId, request.params.entryId))) {
        throw new HttpError(404, 'Diary entry not found');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/movies/:movieId/watches',
    {
      schema: {
        tags,
        operationId: 'getMovieWatches',
        summary: "A film's watch count in every diary, and the caller's own viewings",
        description: '`mine` is null for a guest; with a session it counts the caller\u2019s viewings.',
        params: MovieWatchesParams,
        response: { 200: MovieWatches, 400: ErrorResponse },
      },
    },
    async (request) => {
      const session = await app.sessionOf(request);
      return movieWatches(app.db, request.params.movieId, session?.sub);
    },
  );
};

export default diaryRoutes;
