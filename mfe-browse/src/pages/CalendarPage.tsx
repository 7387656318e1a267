import { Calendar } from '../features/calendar/Calendar';

/** /calendar: upcoming releases by month, as a table or a list, with reminders and the iCal address. */
export default function CalendarPage() {
  return <Calendar />;
}
