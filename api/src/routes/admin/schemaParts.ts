import { ErrorResponse } from '@marquee/contracts';

/** What every admin route's schema shares: a bearer token, and 401 for guests, 403 for non-admins. */
export const adminSchema = {
  tags: ['admin'],
  security: [{ bearerAuth: [] }],
};

export const adminErrors = { 401: ErrorResponse, 403: ErrorResponse };
