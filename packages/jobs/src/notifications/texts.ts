import { type NotificationKind } from '@marquee/contracts';

/** Every notification text in one place, so they can be translated together (issue 24). */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayOf = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

export const notificationTexts = {
  releaseToday: (title: string) => ({
    title: `${title} is out today`,
    body: 'The film you asked to be reminded of is released today.',
  }),
  releasedLate: (title: string, day: string) => ({
    title: `${title} is out`,
    body: `The film you asked to be reminded of was released on ${dayOf(day)}.`,
  }),
  releaseInAWeek: (title: string, day: string) => ({
    title: `${title} comes out soon`,
    body: `The film you asked to be reminded of is released on ${dayOf(day)}.`,
  }),
  reviewLiked: (title: string, liker: string) => ({
    title: `${liker} liked your review`,
    body: `${liker} liked your review of ${title}.`,
  }),
  importFinished: (status: string) =>
    status === 'needs_review'
      ? {
          title: 'Your import needs you',
          body: 'Some films of your import need a choice before they are added.',
        }
      : status === 'failed'
        ? { title: 'Your import failed', body: 'Your import could not be read. Open it to see why.' }
        : { title: 'Your import is done', body: 'Your films are in your diary, ratings and watchlist.' },
  exportReady: () => ({
    title: 'Your Marquee data is ready',
    body: 'The copy of your data you asked for is ready to download for 7 days.',
  }),
};

/** What the email of a notification says around its title and body. */
export const notificationEmailTexts = {
  action: 'Open in Marquee',
  footnote: (kind: NotificationKind) =>
    `You get this email because ${reasons[kind]} is switched on in your notification settings. You can switch it off there.`,
};

const reasons: Record<NotificationKind, string> = {
  'release-reminder': 'email for release reminders',
  'weekly-digest': 'the weekly digest',
  'review-activity': 'email for activity on your reviews',
  'import-export': 'email for finished imports and exports',
};
