import { startSmtpTestServer } from '@marquee/config/smtpTestServer';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface SmtpInbox {
  /** An smtp:// URL for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` not yet taken, waiting for it to arrive. */
  next(address: string): Promise<ReceivedMail>;
  /** Refuse the next `count` messages with a temporary error (the sender should retry). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of the MIME part of `type` in a raw message (enough MIME for nodemailer's output). */
function part(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start < 0) return '';
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const rawBody = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  // Split on the real boundary: a base64url token may contain "--" right after a soft line break.
  const body = boundary ? (rawBody.split(`\r\n--${boundary}`)[0] ?? '') : rawBody;
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, so tests read the mail the
 * product sent exactly as a mail server would get it.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  let refusals = 0;
  const server = await startSmtpTestServer({
    onMessage(raw, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      const text = part(raw, 'text/plain');
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        text,
        html: part(raw, 'text/html'),
        links: text.match(/https?:\/\/\S+/g) ?? [],
      });
      waiters.splice(0).forEach((wake) => wake());
      callback();
    },
  });

  const findUntaken = (address: string) =>
    messages.find((message) => !taken.has(message) && message.to.includes(address));

  return {
    url: server.url,
    messages,
    async next(address) {
      let message = findUntaken(address);
      while (!message) {
        await new Promise<void>((resolve) => waiters.push(resolve));
        message = findUntaken(address);
      }
      taken.add(message);
      return message;
    },
    refuseNext(count) {
      refusals = count;
    },
    close: server.close,
  };
}

/** The path and query of an emailed link, to inject into the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
