import { type SMTPServerSession } from 'smtp-server';
import { mailHeader, mailPart } from './mailParts';

export { mailHeader };
import { startSmtpServer } from './smtpServer';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
  /** The message as received, headers included (read one with mailHeader). */
  raw: string;
}

export interface SmtpPeer {
  /** An smtp:// URL for SMTP_URL. */
  url: string;
  /** Messages accepted: answered 250 to a sender still connected, as a mail server takes them on. */
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` not yet taken, waiting for it to arrive. */
  next(address: string): Promise<ReceivedMail>;
  /** Refuse the next `count` messages with a temporary error (the sender should retry). */
  refuseNext(count: number): void;
  /** While on, the answer to each message is held until its sender goes away (and so never sent). */
  hold: boolean;
  /** Resolves once a message is being held (its data received, the answer not yet sent). */
  messageHeld(): Promise<void>;
  /** Messages whose sender went away while the peer held its answer: not taken on (RFC 5321). */
  abandoned: number;
  close(): Promise<void>;
}

function parse(raw: string, session: SMTPServerSession): ReceivedMail {
  const text = mailPart(raw, 'text/plain');
  return {
    messageId: mailHeader(raw, 'Message-ID'),
    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    subject: mailHeader(raw, 'Subject'),
    text,
    html: mailPart(raw, 'text/html'),
    links: text.match(/https?:\/\/\S+/g) ?? [],
    raw,
  };
}

/**
 * A real SMTP server on a free local port that keeps what it accepts, so tests read the mail the product
 * sent exactly as a mail server gets it. It can refuse messages, or keep a sender waiting for its final
 * answer: the moment a crash of the sender makes delivery ambiguous.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const arrivals: (() => void)[] = [];
  const closedSessions = new Set<string>();
  const held = new Map<string, () => void>();
  const holdListeners: (() => void)[] = [];
  let refusals = 0;

  const accept = (raw: string, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
    if (closedSessions.has(session.id)) {
      peer.abandoned += 1;
      return;
    }
    messages.push(parse(raw, session));
    arrivals.splice(0).forEach((wake) => wake());
    callback();
  };

  const server = await startSmtpServer({
    onMessage(raw, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else if (peer.hold) {
        held.set(session.id, () => accept(raw, session, callback));
        holdListeners.splice(0).forEach((notify) => notify());
      } else {
        accept(raw, session, callback);
      }
    },
    onClose(session) {
      closedSessions.add(session.id);
      held.get(session.id)?.();
      held.delete(session.id);
    },
  });

  const findUntaken = (address: string) =>
    messages.find((message) => !taken.has(message) && message.to.includes(address));

  // The callbacks above read `peer` only once messages arrive, after it exists.
  const peer: SmtpPeer = {
    url: server.url,
    messages,
    async next(address) {
      let message = findUntaken(address);
      while (!message) {
        await new Promise<void>((resolve) => arrivals.push(resolve));
        message = findUntaken(address);
      }
      taken.add(message);
      return message;
    },
    refuseNext(count) {
      refusals = count;
    },
    hold: false,
    messageHeld: () => new Promise((resolve) => holdListeners.push(resolve)),
    abandoned: 0,
    close: server.close,
  };
  return peer;
}

/** The path and query of an emailed link, to inject into the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
