import { type EmailKind, type EmailMessage } from '../types';
import { actionButtonHtml, emailHtml, escapeHtml, footnoteHtml } from './layout';

export interface MessageContent {
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

/** The HTML and plain-text bodies of an account email, in the product's look (email/layout.ts). */
export function renderEmail(input: RenderEmailInput): EmailMessage {
  return renderMessage(input.to, content(input));
}

/** Any message in the product's look: account emails and notifications alike. */
export function renderMessage(
  to: string,
  { subject, heading, paragraphs, action, footnote }: MessageContent,
): EmailMessage {
  const paragraphHtml = paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const html = emailHtml(`<h1 style="font-size:22px;margin:0 0 16px;color:#f5efe6">${escapeHtml(heading)}</h1>
${paragraphHtml}
${actionButtonHtml(action.label, action.url)}
${footnoteHtml(`Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#f5b942;word-break:break-all">${escapeHtml(action.url)}</a>`)}
${footnoteHtml(escapeHtml(footnote))}`);
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
  return { to, subject, html, text, links: [action.url] };
}
