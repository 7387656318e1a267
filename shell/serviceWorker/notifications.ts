/** What a push carries (packages/jobs/src/notifications/pushChannel.ts): JSON of these four fields. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The push's message, or a plain one when a push arrives without one the app can read. */
export function pushPayload(text: string | undefined): PushPayload {
  try {
    const value = JSON.parse(text ?? '') as Partial<PushPayload>;
    if (typeof value.title === 'string' && typeof value.body === 'string') {
      return {
        title: value.title,
        body: value.body,
        url: typeof value.url === 'string' ? value.url : '/',
        tag: typeof value.tag === 'string' ? value.tag : 'marquee',
      };
    }
  } catch {
    // Not JSON: shown as the plain message below.
  }
  return { title: 'Marquee', body: text ?? '', url: '/', tag: 'marquee' };
}
