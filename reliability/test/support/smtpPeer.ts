import { startSmtpTestServer } from '@marquee/config/smtpTestServer';
import { type SMTPServerSession } from 'smtp-server';

export interface DeliveredMail {
  messageId: string;
  to: string[];
}

export interface SmtpPeer {
  /** An smtp:// URL for SMTP_URL. */
  url: string;
  /** Messages accepted: answered 250 to a sender still connected, as a mail server takes them on. */
  delivered: DeliveredMail[];
  /** Messages whose sender went away while the peer held its answer: not taken on (RFC 5321). */
  abandoned: number;
  /** While on, the answer to each message is held until its sender goes away (and so never sent). */
  hold: boolean;
  /** Resolves once a message is being held (its data received, the answer not yet sent). */
  messageHeld(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that can keep a sender waiting for its final answer, the
 * moment a crash of the sender makes delivery ambiguous.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const delivered: DeliveredMail[] = [];
  const closedSessions = new Set<string>();
  const held = new Map<string, () => void>();
  const heldListeners: (() => void)[] = [];
  const answer = (raw: string, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
    if (closedSessions.has(session.id)) {
      peer.abandoned += 1;
      return;
    }
    delivered.push({
      messageId: /^Message-ID: *(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    });
    callback();
  };

  const server = await startSmtpTestServer({
    onMessage(raw, session, callback) {
      if (!peer.hold) return answer(raw, session, callback);
      held.set(session.id, () => answer(raw, session, callback));
      heldListeners.splice(0).forEach((notify) => notify());
    },
    onClose(session) {
      closedSessions.add(session.id);
      held.get(session.id)?.();
      held.delete(session.id);
    },
  });
  // The callbacks above read `peer` only once messages arrive, after it exists.
  const peer: SmtpPeer = {
    url: server.url,
    delivered,
    abandoned: 0,
    hold: false,
    messageHeld: () => new Promise((resolve) => heldListeners.push(resolve)),
    close: server.close,
  };
  return peer;
}
