const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How long before `now` a moment was, in its largest whole unit: "just now", "5 minutes ago", "yesterday". */
export function relativeTime(moment: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(moment).getTime()) / 1000);
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
