import { type JobProcessors } from '../types';
import { analyzeMovie } from './analyzeMovie';
import { analyzeReviews } from './analyzeReviews';
import { buildExport } from './buildExport';
import { deliverNotification } from './deliverNotification';
import { importFile } from './importFile';
import { ping } from './ping';
import { sendEmail } from './sendEmail';
import { sendReminders } from './sendReminders';
import { sendWeeklyDigest } from './sendWeeklyDigest';

/** The processors both runtime modes execute: the BullMQ worker and the api's in-process runner. */
export const processors: JobProcessors = {
  'system.ping': ping,
  'email.send': sendEmail,
  'ai.analyzeReviews': analyzeReviews,
  'ai.analyzeMovie': analyzeMovie,
  'import.run': importFile,
  'export.build': buildExport,
  'notification.reminders': sendReminders,
  'notification.deliver': deliverNotification,
  'digest.weekly': sendWeeklyDigest,
};
