import { formatDate } from '@marquee/ui';
import english from '../locales/en.json';
import { clientText, type ClientMessageKey } from '../messages';

type CalendarName = ClientMessageKey extends infer Key
  ? Key extends `calendar.${infer Name}`
    ? Name
    : never
  : never;

// Monday 1 January 2024, then the six days after it: the calendar's week starts on Monday.
const WEEK = Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day));

const weekdays = (style: 'weekdayShort' | 'weekday') =>
  WEEK.map((day) => formatDate(day, style, { timeZone: 'UTC' }));

const calendarNames = Object.keys(english)
  .filter((key) => key.startsWith('calendar.'))
  .map((key) => key.slice('calendar.'.length) as CalendarName);

/**
 * The release calendar's and reminders' texts (docs/product.md §2 Release calendar), each in the current
 * language when read, the weekdays ("Mon", "Monday") as the language's `Intl` writes them.
 *
 * @deprecated mfe-browse and mfe-account say these from their own catalogues now; kept for a remote built
 * against it, which gets this shared client at run time.
 */
export const CALENDAR_TEXTS = Object.defineProperties(
  {} as Readonly<Record<CalendarName, string> & { weekdays: string[]; weekdayNames: string[] }>,
  {
    ...Object.fromEntries(
      calendarNames.map((name) => [name, { get: () => clientText(`calendar.${name}`), enumerable: true }]),
    ),
    weekdays: { get: () => weekdays('weekdayShort'), enumerable: true },
    weekdayNames: { get: () => weekdays('weekday'), enumerable: true },
  },
);
