import { deliverOnce } from '../email/deliverOnce';
import { renderMessage } from '../email/messages';
import { textsIn, type RecipientLanguage } from '../messages';
import { type JobServices } from '../types';
import { type Notification } from './notification';

/**
 * A notification's email, at most once: its delivery id in email_deliveries is the notification's id.
 * The title and body are the notification's own (written in the recipient's language when it was made);
 * the button and the footnote are in the recipient's language now. The link goes to the notification's
 * page in the app.
 */
export async function sendNotificationEmail(
  { db, mailer, publicUrl }: JobServices,
  { id, userId, kind, title, body, url }: Notification,
): Promise<'sent' | 'skipped' | 'already-sent'> {
  return deliverOnce(
    db,
    { table: 'email_deliveries', row: { job_id: id, kind }, key: ['job_id'] },
    async (trx) => {
      const user = await trx('users')
        .where({ id: userId })
        .first<{ email: string; language: RecipientLanguage } | undefined>('email', 'language');
      if (!user) return 'skipped' as const;
      const texts = textsIn(user.language);
      const content = {
        subject: title,
        heading: title,
        paragraphs: [body],
        action: { label: texts.t('notificationEmail.action'), url: `${publicUrl}${url}` },
        footnote: texts.t(`notificationEmail.footnote.${kind}`),
      };
      await mailer.send(renderMessage(user.email, content, texts));
      return 'sent' as const;
    },
  );
}
