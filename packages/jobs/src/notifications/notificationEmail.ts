import { deliverOnce } from '../email/deliverOnce';
import { renderMessage } from '../email/messages';
import { type JobServices } from '../types';
import { type Notification } from './notification';
import { notificationEmailTexts } from './texts';

/**
 * A notification's email, at most once: its delivery id in email_deliveries is the notification's id.
 * The link goes to the notification's page in the app.
 */
export async function sendNotificationEmail(
  { db, mailer, publicUrl }: JobServices,
  { id, userId, kind, title, body, url }: Notification,
): Promise<'sent' | 'skipped' | 'already-sent'> {
  return deliverOnce(
    db,
    { table: 'email_deliveries', row: { job_id: id, kind }, key: ['job_id'] },
    async (trx) => {
      const user = await trx('users').where({ id: userId }).first<{ email: string } | undefined>('email');
      if (!user) return 'skipped' as const;
      const action = { label: notificationEmailTexts.action, url: `${publicUrl}${url}` };
      const content = { subject: title, heading: title, paragraphs: [body], action };
      await mailer.send(
        renderMessage(user.email, { ...content, footnote: notificationEmailTexts.footnote(kind) }),
      );
      return 'sent' as const;
    },
  );
}
