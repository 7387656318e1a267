import type { NotificationChannel, NotificationKind } from '@marquee/contracts';

/** The notification centre's and settings' words, in one place (docs/product.md "Notifications"). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  signIn: 'Sign in to see your notifications.',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  unread: 'Unread',
  loading: 'Loading your notifications',
  empty: {
    title: 'Nothing new',
    message:
      'Set "Remind me" on a film coming soon, and you will find its release here, with likes on your reviews and finished imports.',
  },
  more: 'Show more',
  unreadCount: (count: number) => (count === 0 ? 'All read' : `${count} unread`),
  settings: {
    heading: 'Notifications',
    intro: 'Choose what Marquee tells you about, and where.',
    saved: 'Saved',
    loading: 'Loading your notification settings',
  },
};

export const KIND_LABELS: Record<NotificationKind, { label: string; note: string }> = {
  'release-reminder': {
    label: 'Release reminders',
    note: 'On the release day of films you asked to be reminded of.',
  },
  'weekly-digest': {
    label: 'Weekly digest',
    note: 'New releases on your watchlist and what the people you follow did, once a week.',
  },
  'review-activity': { label: 'Activity on your reviews', note: 'When someone likes one of your reviews.' },
  'import-export': {
    label: 'Imports and exports',
    note: 'When an import or a copy of your data is finished.',
  },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  'in-app': 'In Marquee',
  email: 'Email',
  push: 'Push',
};
