import { type Reminder } from '@marquee/contracts';
import ical from 'ical-generator';

/** The texts of the feed, in one place (issue 24 translates them). */
const TEXTS = {
  name: 'Marquee releases',
  description: 'Release days of the films you asked Marquee to remind you of.',
  eventSummary: (title: string) => `${title} is out`,
  eventDescription: (title: string, url: string) => `${title} is released today. ${url}`,
};

/**
 * The user's reminders as an iCalendar document (RFC 5545): one all-day event on each film's release
 * day. ical-generator writes the PRODID, UID and DTSTAMP, the escaping and the 75-octet line folding
 * that Google Calendar, Apple Calendar and Thunderbird rely on. A UID stays the same for a film and a
 * user, so a calendar app updates the event when the release day moves instead of adding a second one.
 */
export function icalFeed(reminders: Reminder[], userId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: TEXTS.name,
    description: TEXTS.description,
    prodId: { company: 'Marquee', product: 'Release calendar', language: 'EN' },
    // Calendar apps poll a subscribed feed; this asks for twice a day (releases move rarely).
    ttl: 12 * 60 * 60,
  });
  for (const reminder of reminders) {
    const url = `${publicUrl}/movie/${reminder.movieId}`;
    calendar.createEvent({
      id: `reminder-${reminder.movieId}-${userId}@${host}`,
      // A UTC midnight: the generator writes an all-day event's date from the UTC fields.
      start: new Date(`${reminder.releaseDate}T00:00:00Z`),
      allDay: true,
      stamp: new Date(reminder.createdAt),
      summary: TEXTS.eventSummary(reminder.title),
      description: TEXTS.eventDescription(reminder.title, url),
      url,
    });
  }
  return calendar.toString();
}
