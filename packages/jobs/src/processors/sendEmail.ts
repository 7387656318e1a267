import { UnrecoverableError } from 'bullmq';
import { pageHref } from '@marquee/contracts/pages';
import { renderEmail } from '../email/messages';
import { createOneTimeToken, type OneTimeTokenPurpose } from '../email/oneTimeTokens';
import { type EmailKind, type JobProcessor } from '../types';

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
}

/**
 * Sends one account email. The payload names only the user and the kind: the token is created here and
 * only its hash stored, so no secret ever sits in Redis. Exactly once per delivery id: the delivery row is
 * inserted in a transaction that stays open while the message is sent, so a retry after success, a
 * duplicate job or a second worker running a stalled job finds the row (or waits on its lock, then finds
 * it) and sends nothing; a failed send rolls the row back so the retry sends. The token itself is
 * committed before sending, so a link followed the moment it arrives already works.
 */
export const sendEmail: JobProcessor<'email.send'> = async ({ kind, userId, deliveryId }, ctx) => {
  if (!ctx.services) {
    throw new UnrecoverableError('email jobs need the database and a mailer, and this runner has neither');
  }
  const { db, mailer, publicUrl } = ctx.services;
  return db.transaction(async (trx) => {
    const claimed = await trx('email_deliveries')
      .insert({ job_id: deliveryId, kind })
      .onConflict('job_id')
      .ignore()
      .returning('job_id');
    if (claimed.length === 0) return { status: 'already-sent' as const };

    const user = await trx('users')
      .where({ id: userId })
      .first<Recipient | undefined>('name', 'email', 'pending_email', 'email_verified_at');
    const to = kind === 'change-email' ? user?.pending_email : user?.email;
    // The account was deleted, already verified, or the email change withdrawn since the job was queued.
    if (!user || !to || (kind === 'verify-email' && user.email_verified_at)) {
      return { status: 'skipped' as const };
    }
    // The export's link opens the page it is downloaded from, where the owner signs in: no token.
    const url =
      kind === 'export-ready'
        ? `${publicUrl}${pageHref('import')}`
        : link(kind, publicUrl, await createOneTimeToken(db, userId, PURPOSE[kind]));
    await mailer.send(renderEmail({ kind, to, name: user.name, url }));
    return { status: 'sent' as const };
  });
};
