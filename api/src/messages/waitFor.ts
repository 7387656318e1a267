import { counted, type Message } from './message';

/** A wait in seconds, or in minutes from one minute up, as answers say it: "Please try again in 14 minutes." */
export function waitFor(seconds: number): Message {
  if (seconds < 60) return counted(seconds, '{{count}} second', '{{count}} seconds');
  return counted(Math.ceil(seconds / 60), '{{count}} minute', '{{count}} minutes');
}
