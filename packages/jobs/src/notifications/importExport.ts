import { pageHref } from '@marquee/contracts/pages';
import { type Notification, type NotificationRecipient } from './notification';
import { notificationTexts } from './texts';

/** An import settled by its job: done, waiting for the user's choices, or failed. One per outcome. */
export function importFinishedNotification(
  importId: string,
  { userId, language }: NotificationRecipient,
  status: 'done' | 'needs_review' | 'failed',
): Notification {
  return {
    id: `import-${importId}-${status}`,
    userId,
    kind: 'import-export',
    ...notificationTexts(language).importFinished(status),
    url: pageHref('import'),
  };
}

/**
 * "Download my data" is ready. Its email is the export-ready account email, under the id it always had
 * (`export-<id>`), so an export mailed before notifications existed is not mailed again.
 */
export function exportReadyNotification(
  exportId: string,
  { userId, language }: NotificationRecipient,
): Notification {
  return {
    id: `export-${exportId}`,
    userId,
    kind: 'import-export',
    ...notificationTexts(language).exportReady(),
    url: pageHref('import'),
    accountEmail: 'export-ready',
  };
}
