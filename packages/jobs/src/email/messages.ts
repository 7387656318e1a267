import { type EmailKind, type EmailMessage } from '../types';

interface MessageContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

export interface RenderEmailInput {
  kind: EmailKind;
  to: string;
  name: string;
  /** The link with its one-time token, built from PUBLIC_URL. */
  url: string;
}

function content({ kind, name, url }: RenderEmailInput): MessageContent {
  switch (kind) {
    case 'verify-email':
      return {
        subject: 'Verify your email for Marquee',
        heading: `Welcome to Marquee, ${name}!`,
        paragraphs: ['Confirm your email address to start keeping a watchlist and writing reviews.'],
        action: { label: 'Verify my email', url },
        footnote: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
      };
    case 'change-email':
      return {
        subject: 'Confirm your new email for Marquee',
        heading: `Hi ${name},`,
        paragraphs: [
          'You asked to use this address for your Marquee account. Confirm it to make the change.',
        ],
        action: { label: 'Confirm my new email', url },
        footnote:
          'The link works once and expires in 24 hours. If you did not ask for this, ignore this email.',
      };
    case 'reset-password':
      return {
        subject: 'Reset your Marquee password',
        heading: `Hi ${name},`,
        paragraphs: ['Someone asked to reset the password of your Marquee account. Choose a new one here:'],
        action: { label: 'Reset my password', url },
        footnote:
          'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
      };
    case 'export-ready':
      return {
        subject: 'Your Marquee data is ready',
        heading: `Hi ${name},`,
        paragraphs: [
          'The copy of your Marquee data you asked for is ready: your diary, ratings, reviews, watchlist and lists in one ZIP, with CSV files Letterboxd imports and a complete JSON file.',
        ],
        action: { label: 'Download my data', url },
        footnote: 'The download is kept for 7 days. Sign in to download it.',
      };
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The HTML and plain-text bodies of an email, in the product's look (dark surface, amber action). Inline
 * styles and a table layout, because mail clients ignore style sheets.
 */
export function renderEmail(input: RenderEmailInput): EmailMessage {
  const { subject, heading, paragraphs, action, footnote } = content(input);
  const paragraphHtml = paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const html = `<!doctype html>
<html><body style="margin:0;background:#0b0a0d;color:#f5efe6;font-family:Inter,Segoe UI,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0a0d;padding:32px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#151318;border-radius:16px;padding:32px">
<tr><td style="font-size:28px;font-weight:800;letter-spacing:2px;color:#f5b942;padding-bottom:24px">MARQUEE</td></tr>
<tr><td>
<h1 style="font-size:22px;margin:0 0 16px;color:#f5efe6">${escapeHtml(heading)}</h1>
${paragraphHtml}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f5b942;color:#1b1205;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:999px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#b5aca2;line-height:1.5">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#f5b942;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#b5aca2;line-height:1.5">${escapeHtml(footnote)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  const text = [
    'MARQUEE',
    '',
    heading,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    footnote,
  ].join('\n');
  return { to: input.to, subject, html, text, links: [action.url] };
}
