import { UnrecoverableError } from 'bullmq';
import { pageHref } from '@marquee/contracts/pages';
import { renderEmail } from '../email/messages';
import { createOneTimeToken, type OneTimeTokenPurpose } from '../email/oneTimeTokens';
import { deliverOnce } from '../email/deliverOnce';
import { type RecipientLanguage } from '../messages';
import {
  type EmailKind,
  type JobProcessor,
  type JobServices,
  type SendEmailPayload,
  type SendEmailResult,
} from '../types';

/** The emails whose link carries a one-time token, and what the token is for. */
type TokenEmailKind = Exclude<EmailKind, 'export-ready'>;
const PURPOSE: Record<TokenEmailKind, OneTimeTokenPurpose> = {
  'verify-email': 'verify_email',
  'change-email': 'change_email',
  'reset-password': 'reset_password',
};

function link(kind: TokenEmailKind, publicUrl: string, token: string): string {
  // Verification links hit the API, which redirects to the email-verified page; the reset link opens the form.
  return kind === 'reset-password'
    ? `${publicUrl}${pageHref('resetPassword', {}, { token })}`
    : `${publicUrl}/api/auth/verify-email?${new URLSearchParams({ token }).toString()}`;
}

interface Recipient {
  name: string;
  email: string;
  pending_email: string | null;
  email_verified_at: Date | null;
  language: RecipientLanguage;
}

/**
 * Sends one account email. The payload names only the user and the kind: the token is created here and
 * only its hash stored, so no secret ever sits in Redis. Exactly once per delivery id (deliverOnce). The
 * token itself is committed before sending, so a link followed the moment it arrives already works.
 */
export const sendEmail: JobProcessor<'email.send'> = async (payload, ctx) => {
  if (!ctx.services) {
    throw new UnrecoverableError('email jobs need the database and a mailer, and this runner has neither');
  }
  return sendAccountEmail(ctx.services, payload);
};

export async function sendAccountEmail(
  { db, mailer, publicUrl }: JobServices,
  { kind, userId, deliveryId, language }: SendEmailPayload,
): Promise<SendEmailResult> {
  const outcome = await deliverOnce(
    db,
    { table: 'email_deliveries', row: { job_id: deliveryId, kind }, key: ['job_id'] },
    async (trx) => {
      const user = await trx('users')
        .where({ id: userId })
        .first<Recipient | undefined>('name', 'email', 'pending_email', 'email_verified_at', 'language');
      const to = kind === 'change-email' ? user?.pending_email : user?.email;
      // The account was deleted, already verified, or the email change withdrawn since the job was queued.
      if (!user || !to || (kind === 'verify-email' && user.email_verified_at)) return 'skipped' as const;
      // The export's link opens the page it is downloaded from, where the owner signs in: no token.
      const url =
        kind === 'export-ready'
          ? `${publicUrl}${pageHref('import')}`
          : link(kind, publicUrl, await createOneTimeToken(db, userId, PURPOSE[kind]));
      const inLanguage = user.language ?? language ?? null;
      await mailer.send(renderEmail({ kind, to, name: user.name, language: inLanguage, url }));
      return 'sent' as const;
    },
  );
  return { status: outcome };
}
