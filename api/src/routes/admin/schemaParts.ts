import { AdminPageQuery, ErrorResponse } from '@marquee/contracts';
import { type TSchema } from 'typebox';

/** What every admin route's schema shares: a bearer token, and 401 for guests, 403 for non-admins. */
export const adminSchema = {
  tags: ['admin'],
  security: [{ bearerAuth: [] }],
};

export const adminErrors = { 401: ErrorResponse, 403: ErrorResponse };

/** The schema of a dashboard list read a page at a time (?page&limit), answering `page`. */
export const adminPageSchema = <Page extends TSchema>(operationId: string, summary: string, page: Page) => ({
  ...adminSchema,
  operationId,
  summary,
  querystring: AdminPageQuery,
  response: { 200: page, 400: ErrorResponse, ...adminErrors },
});
