import { createHash } from 'node:crypto';

export type Half = 'tuning' | 'heldOut';

/**
 * Which half of the evaluation set a case is in: the first byte of the SHA-256 of its id, even for
 * tuning, odd for held out. Fixed by the id alone, so adding cases never moves the others.
 */
export const halfOf = (id: string): Half =>
  createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'tuning' : 'heldOut';
