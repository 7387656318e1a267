import { textsIn, type RecipientLanguage, type RecipientTexts } from '../messages';
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
  /** The recipient's account language (users.language). */
  language: RecipientLanguage;
  /** The link with its one-time token, built from PUBLIC_URL. */
  url: string;
}

/** Each account email's messages in the catalogue (locales/en.json): `email.<section>.subject`, … */
const SECTIONS = {
  'verify-email': 'verifyEmail',
  'change-email': 'changeEmail',
  'reset-password': 'resetPassword',
  'export-ready': 'exportReady',
} as const satisfies Record<EmailKind, string>;

function content({ kind, name, url }: RenderEmailInput, { t }: RecipientTexts): MessageContent {
  const section = SECTIONS[kind];
  return {
    subject: t(`email.${section}.subject`),
    heading:
      kind === 'verify-email' ? t('email.verifyEmail.heading', { name }) : t('email.greeting', { name }),
    paragraphs: [t(`email.${section}.text`)],
    action: { label: t(`email.${section}.action`), url },
    footnote: t(`email.${section}.footnote`),
  };
}

/** The HTML and plain-text bodies of an account email, in the product's look (email/layout.ts). */
export function renderEmail(input: RenderEmailInput): EmailMessage {
  const texts = textsIn(input.language);
  return renderMessage(input.to, content(input, texts), texts);
}

/** A link written out in full: left to right inside a right-to-left sentence too. */
const linkHtml = (url: string) =>
  `<a href="${escapeHtml(url)}" dir="ltr" style="color:#f5b942;word-break:break-all">${escapeHtml(url)}</a>`;

/** Any message in the product's look, in its recipient's language: account emails and notifications alike. */
export function renderMessage(
  to: string,
  { subject, heading, paragraphs, action, footnote }: MessageContent,
  texts: RecipientTexts,
): EmailMessage {
  const { t } = texts;
  const paragraphHtml = paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const html = emailHtml(
    `<h1 style="font-size:22px;margin:0 0 16px;color:#f5efe6">${escapeHtml(heading)}</h1>
${paragraphHtml}
${actionButtonHtml(action.label, action.url)}
${footnoteHtml(`${escapeHtml(t('email.pasteLink'))}<br>${linkHtml(action.url)}`)}
${footnoteHtml(escapeHtml(footnote))}`,
    texts,
  );
  const text = [
    'MARQUEE',
    '',
    heading,
    '',
    ...paragraphs,
    '',
    t('email.linkLine', { label: action.label, url: action.url }),
    '',
    footnote,
  ].join('\n');
  return { to, subject, html, text, links: [action.url] };
}
