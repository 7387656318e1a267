import { pageHref } from '@marquee/contracts/pages';
import { actionButtonHtml, emailHtml, escapeHtml, footnoteHtml } from '../email/layout';
import { textsIn, type RecipientTexts } from '../messages';
import { type EmailMessage } from '../types';
import {
  type DigestActivity,
  type DigestContent,
  type DigestRecipient,
  type DigestRelease,
} from './digestTypes';
import { unsubscribeLink } from './unsubscribeLink';

/** "Title: out Fri 27 Nov" / "Title: comes out Mon 30 Nov" (docs/product.md "Weekly digest"). */
const releaseLine = ({ t, day }: RecipientTexts, { title, releaseDate }: DigestRelease, localDate: string) =>
  t(releaseDate <= localDate ? 'digest.releases.out' : 'digest.releases.comingOut', {
    title,
    day: day(releaseDate, 'short'),
  });

const ACTIVITIES = ['logged', 'reviewed', 'listed'] as const;

/** "Cal logged 3 films, wrote 1 review, updated 2 lists": what they did at least once. */
function activityLine({ t }: RecipientTexts, person: DigestActivity): string {
  const activities = ACTIVITIES.filter((activity) => person[activity] > 0).map((activity) =>
    t(`digest.activity.${activity}`, { count: person[activity] }),
  );
  return t('digest.activity.line', { name: person.name, activities });
}

/** Whether the digest has anything to say: a digest with neither part is not sent. */
export const hasNews = (content: DigestContent) => content.releases.length + content.activity.length > 0;

/**
 * The weekly digest of `recipient`, in their language: the releases and the followees' activity, a link to
 * the feed, and the unsubscribe link, in the body for people and in the List-Unsubscribe headers for mail
 * clients' own button (RFC 2369 and RFC 8058's one-click POST).
 */
export function renderDigest(
  recipient: DigestRecipient,
  content: DigestContent,
  publicUrl: string,
): EmailMessage {
  const texts = textsIn(recipient.language);
  const { t } = texts;
  const unsubscribe = unsubscribeLink(publicUrl, recipient.unsubscribeToken);
  const feed = `${publicUrl}${pageHref('feed')}`;
  const sections = [
    {
      heading: t('digest.releases.heading'),
      lines: content.releases.map((release) => ({
        text: releaseLine(texts, release, recipient.localDate),
        url: `${publicUrl}${pageHref('movie', { id: release.movieId })}`,
      })),
    },
    {
      heading: t('digest.activity.heading'),
      lines: content.activity.map((person) => ({
        text: activityLine(texts, person),
        url: `${publicUrl}${pageHref('member', { handle: person.handle })}`,
      })),
    },
  ].filter((section) => section.lines.length > 0);

  const heading = t('digest.heading', { name: recipient.name });
  const action = t('digest.action');
  const footnote = t('digest.footnote');
  const unsubscribeLabel = t('digest.unsubscribe');
  // The bullets' side: the start of the line. Mail clients do not all know padding-inline-start.
  const listPadding = texts.dir === 'rtl' ? 'padding-right' : 'padding-left';
  const sectionHtml = sections
    .map(
      ({ heading, lines }) =>
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#f5b942">${escapeHtml(heading)}</h2>
<ul style="margin:0;${listPadding}:20px;line-height:1.6">${lines
          .map(
            ({ text, url }) =>
              `<li><a href="${escapeHtml(url)}" style="color:#f5efe6">${escapeHtml(text)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const html = emailHtml(
    `<h1 style="font-size:22px;margin:0 0 16px;color:#f5efe6">${escapeHtml(heading)}</h1>
${sectionHtml}
${actionButtonHtml(action, feed)}
${footnoteHtml(`${escapeHtml(footnote)} <a href="${escapeHtml(unsubscribe)}" style="color:#f5b942">${escapeHtml(unsubscribeLabel)}</a>`)}`,
    texts,
  );

  const text = [
    'MARQUEE',
    '',
    heading,
    ...sections.flatMap(({ heading, lines }) => ['', heading, ...lines.map(({ text }) => `- ${text}`)]),
    '',
    t('email.linkLine', { label: action, url: feed }),
    '',
    footnote,
    t('email.linkLine', { label: unsubscribeLabel, url: unsubscribe }),
  ].join('\n');

  return {
    to: recipient.email,
    subject: t('digest.subject'),
    html,
    text,
    links: [feed, unsubscribe],
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
