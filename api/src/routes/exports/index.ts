import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ExportParams, ExportResponse } from '@marquee/contracts';
import { Type } from 'typebox';
import { createExport, exportFile, findExport } from '../../exports/exportSummary';
import { HttpError } from '../../httpError';

/**
 * "Download my data" (/api/exports): a worker builds the ZIP and emails its owner; only the owner sees
 * or downloads it (anyone else gets a 404), for 7 days.
 */
const exportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['exports'], security: [{ bearerAuth: [] }] };

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'startExport',
        summary:
          'Build a ZIP of my diary, ratings, reviews, watchlist and lists; an email says when it is ready',
        response: { 202: ExportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const summary = await createExport(app.db, request.user.sub);
      await app.jobs.enqueue('export.build', { exportId: summary.id }, { jobId: `export-${summary.id}` });
      return reply.code(202).send({ export: summary });
    },
  );

  app.get(
    '/:exportId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'getExport',
        summary: 'One of my exports (poll it until it is ready)',
        params: ExportParams,
        response: { 200: ExportResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await findExport(app.db, request.user.sub, request.params.exportId);
      if (!summary) throw new HttpError(404, 'Export not found');
      return { export: summary };
    },
  );

  app.get(
    '/:exportId/download',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'downloadExport',
        summary: 'The ZIP of a ready export (kept 7 days)',
        params: ExportParams,
        produces: ['application/zip'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the ZIP' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportFile(app.db, request.user.sub, request.params.exportId);
      if (!file) throw new HttpError(404, 'Export not found, not ready yet, or expired');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="marquee-export-${day}.zip"`)
        .send(file);
    },
  );
};

export default exportsRoutes;
