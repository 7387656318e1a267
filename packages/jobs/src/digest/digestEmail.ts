import { pageHref } from '@marquee/contracts/pages';
import { actionButtonHtml, emailHtml, escapeHtml, footnoteHtml } from '../email/layout';
import { type EmailMessage } from '../types';
import { DIGEST_TEXTS as T } from './digestTexts';
import {
  type DigestActivity,
  type DigestContent,
  type DigestRecipient,
  type DigestRelease,
} from './digestTypes';
import { unsubscribeLink } from './unsubscribeLink';

/** '2026-11-27' as 'Fri 27 Nov': the date of a release, read in no time zone. */
const dayOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const releaseLine = ({ title, releaseDate }: DigestRelease, localDate: string) =>
  (releaseDate <= localDate ? T.released : T.comingOut)(title, dayOf(releaseDate));

function activityLine({ name, logged, reviewed, listed }: DigestActivity): string {
  const parts = [
    ...(logged ? [T.logged(logged)] : []),
    ...(reviewed ? [T.reviewed(reviewed)] : []),
    ...(listed ? [T.listed(listed)] : []),
  ];
  return T.activity(name, parts);
}

/** Whether the digest has anything to say: a digest with neither part is not sent. */
export const hasNews = (content: DigestContent) => content.releases.length + content.activity.length > 0;

/**
 * The weekly digest of `recipient`: the releases and the followees' activity, a link to the feed, and the
 * unsubscribe link, in the body for people and in the List-Unsubscribe headers for mail clients' own
 * button (RFC 2369 and RFC 8058's one-click POST).
 */
export function renderDigest(
  recipient: DigestRecipient,
  content: DigestContent,
  publicUrl: string,
): EmailMessage {
  const unsubscribe = unsubscribeLink(publicUrl, recipient.unsubscribeToken);
  const feed = `${publicUrl}${pageHref('feed')}`;
  const sections = [
    {
      heading: T.releasesHeading,
      lines: content.releases.map((release) => ({
        text: releaseLine(release, recipient.localDate),
        url: `${publicUrl}${pageHref('movie', { id: release.movieId })}`,
      })),
    },
    {
      heading: T.activityHeading,
      lines: content.activity.map((person) => ({
        text: activityLine(person),
        url: `${publicUrl}${pageHref('member', { handle: person.handle })}`,
      })),
    },
  ].filter((section) => section.lines.length > 0);

  const sectionHtml = sections
    .map(
      ({ heading, lines }) =>
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#f5b942">${escapeHtml(heading)}</h2>
<ul style="margin:0;padding-left:20px;line-height:1.6">${lines
          .map(
            ({ text, url }) =>
              `<li><a href="${escapeHtml(url)}" style="color:#f5efe6">${escapeHtml(text)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const html =
    emailHtml(`<h1 style="font-size:22px;margin:0 0 16px;color:#f5efe6">${escapeHtml(T.heading(recipient.name))}</h1>
${sectionHtml}
${actionButtonHtml(T.action, feed)}
${footnoteHtml(`${escapeHtml(T.footnote)} <a href="${escapeHtml(unsubscribe)}" style="color:#f5b942">${escapeHtml(T.unsubscribe)}</a>`)}`);

  const text = [
    'MARQUEE',
    '',
    T.heading(recipient.name),
    ...sections.flatMap(({ heading, lines }) => ['', heading, ...lines.map(({ text }) => `- ${text}`)]),
    '',
    `${T.action}: ${feed}`,
    '',
    T.footnote,
    `${T.unsubscribe}: ${unsubscribe}`,
  ].join('\n');

  return {
    to: recipient.email,
    subject: T.subject,
    html,
    text,
    links: [feed, unsubscribe],
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
