import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  ImportParams,
  ImportResponse,
  ImportRowChoice,
  ImportRowParams,
  ImportRowsQuery,
  ImportRowsResponse,
  ImportsResponse,
  ResolvedImportRow,
} from '@marquee/contracts';
import { HttpError } from '../../httpError';
import { importRowsPage } from '../../imports/importRowsPage';
import { findImport, listImports } from '../../imports/importSummary';
import { resolveImportRow } from '../../imports/resolveImportRow';
import { readerLanguage } from '../../messages/readerLanguage';
import { addVary } from '../../plugins/httpCaching';
import uploadImportRoute from './uploadImport';

/**
 * Imports of other services' exports (/api/imports): upload, live progress, and the review of rows the
 * worker could not match alone. Only the owner sees an import: anyone else gets a 404.
 */
const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['imports'], security: [{ bearerAuth: [] }] };

  await app.register(uploadImportRoute);

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listImports',
        summary: 'My imports, newest first',
        response: { 200: ImportsResponse, ...errors },
      },
    },
    async (request) => ({ imports: await listImports(app.db, request.user.sub) }),
  );

  app.get(
    '/:importId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'getImport',
        summary: 'One of my imports with its live counters (poll it while it runs)',
        params: ImportParams,
        response: { 200: ImportResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await findImport(app.db, request.user.sub, request.params.importId);
      if (!summary) throw new HttpError(404, 'Import not found');
      return { import: summary };
    },
  );

  app.get(
    '/:importId/rows',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listImportRows',
        summary: "An import's rows waiting for review (with candidates), skipped (with why) or applied",
        params: ImportParams,
        querystring: ImportRowsQuery,
        response: { 200: ImportRowsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const summary = await findImport(app.db, request.user.sub, request.params.importId);
      if (!summary) throw new HttpError(404, 'Import not found');
      // Why a row was skipped is said in the reader's language.
      addVary(reply, 'Accept-Language');
      return importRowsPage(app.db, summary.id, request.query, readerLanguage(request));
    },
  );

  app.post(
    '/:importId/rows/:rowId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'resolveImportRow',
        summary: 'Match a row to a film (applied at once) or skip it',
        params: ImportRowParams,
        body: ImportRowChoice,
        response: { 200: ResolvedImportRow, ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      addVary(reply, 'Accept-Language');
      return resolveImportRow(app.db, app.filmLookup, {
        userId: request.user.sub,
        importId: request.params.importId,
        rowId: request.params.rowId,
        choice: request.body,
        language: readerLanguage(request),
      });
    },
  );
};

export default importsRoutes;
