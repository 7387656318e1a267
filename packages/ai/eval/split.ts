import { createHash } from 'node:crypto';

export type Half = 'tuning' | 'heldOut' | 'development';

/** Reviews written as a development set (README.md): for tuning only, measured apart from both halves. */
const DEVELOPMENT = /^review-dev-/;

/**
 * Which half of the evaluation set a case is in: the first byte of the SHA-256 of its id, even for
 * tuning, odd for held out. Fixed by the id alone, so adding cases never moves the others. The
 * development reviews are a set of their own, so the halves stay as they were.
 */
export const halfOf = (id: string): Half =>
  DEVELOPMENT.test(id)
    ? 'development'
    : createHash('sha256').update(id).digest()[0]! % 2 === 0
      ? 'tuning'
      : 'heldOut';
