import { textsIn, type JobsMessageValues, type RecipientLanguage } from '../messages';

/** The notifications' messages in the catalogue (locales/en.json): `notification.<name>.title` and `.body`. */
type NotificationMessage =
  | 'releaseToday'
  | 'releasedLate'
  | 'releaseInAWeek'
  | 'reviewLiked'
  | 'importNeedsReview'
  | 'importFailed'
  | 'importDone'
  | 'exportReady';

const IMPORT_OUTCOMES = {
  needs_review: 'importNeedsReview',
  failed: 'importFailed',
  done: 'importDone',
} as const satisfies Record<string, NotificationMessage>;

/**
 * The title and body of each notification, in the recipient's language (users.language). They are stored
 * as text (the centre and the push show them as they are), so a notification keeps the language its
 * recipient had when it was made.
 */
export function notificationTexts(language: RecipientLanguage) {
  const { t, day } = textsIn(language);
  const texts = (message: NotificationMessage, values?: JobsMessageValues) => ({
    title: t(`notification.${message}.title`, values),
    body: t(`notification.${message}.body`, values),
  });
  return {
    releaseToday: (title: string) => texts('releaseToday', { title }),
    releasedLate: (title: string, isoDay: string) =>
      texts('releasedLate', { title, day: day(isoDay, 'long') }),
    releaseInAWeek: (title: string, isoDay: string) =>
      texts('releaseInAWeek', { title, day: day(isoDay, 'long') }),
    reviewLiked: (title: string, liker: string) => texts('reviewLiked', { title, liker }),
    importFinished: (status: keyof typeof IMPORT_OUTCOMES) => texts(IMPORT_OUTCOMES[status]),
    exportReady: () => texts('exportReady'),
  };
}
