import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IMPORT_MAX_BYTES, ImportResponse, UploadImportQuery } from '@marquee/contracts';
import { importJobId } from '@marquee/jobs';
import { Type } from 'typebox';
import { createImport } from '../../imports/createImport';
import { HttpError } from '../../httpError';

/** The types a file may be sent as; the server tells the format from the bytes, not from these. */
const FILE_TYPES = ['application/zip', 'text/csv', 'application/json', 'application/octet-stream'];

/**
 * POST /api/imports: a file exactly as a service exported it, as the raw body. A plugin of its own, so
 * that its raw-body parsers and its 50 MB limit stay here: every other route keeps JSON and 1 MiB.
 */
const uploadImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      bodyLimit: IMPORT_MAX_BYTES,
      // The file's bytes: the document describes them (see withRawBody), no JSON schema checks them.
      config: {
        rawBody: Type.Unsafe<Buffer>({
          type: 'string',
          format: 'binary',
          description: 'the file, as exported',
        }),
      },
      schema: {
        tags: ['imports'],
        operationId: 'uploadImport',
        summary:
          'Import a file as Letterboxd, IMDb, Trakt, TMDB or Marquee exported it (up to 50 MB); 202 with the new import, 200 with the one the same file already made',
        security: [{ bearerAuth: [] }],
        consumes: FILE_TYPES,
        querystring: UploadImportQuery,
        response: {
          200: ImportResponse,
          202: ImportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          413: { ...ErrorResponse, description: 'The file is larger than 50 MB.' },
          415: {
            ...ErrorResponse,
            description:
              'The body is not sent as application/zip, text/csv, application/json or application/octet-stream.',
          },
        },
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new HttpError(400, 'The file is empty.');
      const { created, summary } = await createImport(app.db, {
        userId: request.user.sub,
        fileName: request.query.fileName.trim() || 'import',
        file,
      });
      if (created)
        await app.jobs.enqueue('import.run', { importId: summary.id }, { jobId: importJobId(summary.id) });
      return reply.code(created ? 202 : 200).send({ import: summary });
    },
  );
};

export default uploadImportRoute;
