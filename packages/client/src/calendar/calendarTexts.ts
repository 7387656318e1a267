/**
 * The release calendar's and reminders' texts, in one place (docs/product.md §2 Release calendar; issue 24
 * translates them).
 */
export const CALENDAR_TEXTS = {
  remind: 'Remind me',
  reminded: 'Reminder set',
  stopReminder: 'Stop reminder',
  weekBefore: 'Also a week before',
  set: 'We will remind you on the release day.',
  removed: 'Reminder removed.',
  updating: 'Updating reminder',
  title: 'Release calendar',
  subtitle: 'Upcoming films, by release day.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  views: 'View',
  monthView: 'Month',
  listView: 'List',
  genre: 'Genre',
  allGenres: 'All genres',
  onlyWatchlist: 'Only my watchlist',
  onlyReminders: 'Only my reminders',
  empty: 'No releases this month.',
  loadFailed: 'Failed to load the calendar',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  feedTitle: 'Add to your calendar app',
  feedIntro:
    'A private address for Google Calendar, Apple Calendar or Thunderbird with the release days of your reminders. Anyone with the address can read it.',
  feedMake: 'Get a calendar address',
  feedRenew: 'Renew address',
  feedRevoke: 'Turn off',
  feedActive:
    'Your calendar address is on. For your privacy it is shown only once: renew it to see a new one.',
  feedShownOnce: 'Copy this address now; it is shown only once. Renewing it stops the old one.',
  feedAddress: 'Calendar address',
  feedOff: 'Your calendar address is off.',
} as const;
