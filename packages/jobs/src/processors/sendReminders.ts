import { dueReminders } from '../notifications/releaseReminders';
import { notify } from '../notifications/notify';
import { type JobProcessor } from '../types';
import { dataServicesOf } from './dataServices';

/**
 * The scheduled reminders run: every reminder due today (or missed within the grace days) notified, batch
 * after batch until none is left. A run killed half-way, a retry or a second worker's run sends nothing
 * twice: each reminder is one notification id (notify).
 */
export const sendReminders: JobProcessor<'notification.reminders'> = async (_payload, ctx) => {
  const services = dataServicesOf(ctx);
  const today = new Date().toISOString().slice(0, 10);
  let handled = 0;
  for (;;) {
    const due = await dueReminders(services.db, today);
    let handledNow = 0;
    for (const reminder of due) {
      if ((await notify(services, reminder)) === 'notified') handledNow += 1;
    }
    handled += handledNow;
    // A batch with nothing new (its users deleted meanwhile) would come back the same: stop there.
    if (handledNow === 0) return { handled };
  }
};
