/** Every text of the weekly digest email, in one place (docs/product.md "Weekly digest"). */
export const DIGEST_TEXTS = {
  subject: 'Your week on Marquee',
  heading: (name: string) => `Hi ${name}, here is your week on Marquee`,
  releasesHeading: 'New on your watchlist',
  released: (title: string, date: string) => `${title}: out ${date}`,
  comingOut: (title: string, date: string) => `${title}: comes out ${date}`,
  activityHeading: 'From people you follow',
  activity: (name: string, parts: string[]) => `${name} ${parts.join(', ')}`,
  logged: (count: number) => `logged ${count} ${count === 1 ? 'film' : 'films'}`,
  reviewed: (count: number) => `wrote ${count} ${count === 1 ? 'review' : 'reviews'}`,
  listed: (count: number) => `updated ${count} ${count === 1 ? 'list' : 'lists'}`,
  action: 'Open your feed',
  footnote: 'You get this email each week because the weekly digest is on in your notification settings.',
  unsubscribe: 'Unsubscribe from the weekly digest',
} as const;
