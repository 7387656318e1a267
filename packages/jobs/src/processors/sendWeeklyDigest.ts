import { runWeeklyDigest } from '../digest/runWeeklyDigest';
import { type JobProcessor } from '../types';
import { dataServicesOf } from './dataServices';

/**
 * The hourly digest run (scheduledJobs.ts): the weekly digest to every user whose local morning it is
 * and who has not had this week's (docs/product.md "Weekly digest").
 */
export const sendWeeklyDigest: JobProcessor<'digest.weekly'> = async (_payload, ctx) =>
  runWeeklyDigest(dataServicesOf(ctx), ctx.logger);
