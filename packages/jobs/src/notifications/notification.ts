import { type NotificationKind } from '@marquee/contracts';
import { type RecipientLanguage } from '../messages';
import { type EmailKind } from '../types';

/** Who a notification is for, and the language (users.language) its texts are written in. */
export interface NotificationRecipient {
  userId: string;
  language: RecipientLanguage;
}

/** One notification to one user, on every channel they keep on for its kind. */
export interface Notification {
  /**
   * Deterministic: the same event always gives the same id (`reminder-release-<user>-<film>`), so it is
   * notified once however often it is seen. Letters, digits and '-' only: it is also a job and delivery id.
   */
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where it leads in the app: a path such as '/movie/42'. */
  url: string;
  /** Sent by email as this account email (its delivery id the notification's) instead of the generic one. */
  accountEmail?: EmailKind;
}
