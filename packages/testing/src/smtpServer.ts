import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { type AddressInfo } from 'node:net';

export interface SmtpServerOptions {
  /** A message's raw text and session; `callback` answers the sender (an error refuses the message). */
  onMessage(raw: string, session: SMTPServerSession, callback: (error?: Error | null) => void): void;
  onClose?(session: SMTPServerSession): void;
}

export interface RunningSmtpServer {
  /** An smtp:// URL for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, for tests and benchmarks that need
 * a mail server to send to. Not calling `onMessage`'s callback keeps the sender waiting.
 */
export async function startSmtpServer({ onMessage, onClose }: SmtpServerOptions): Promise<RunningSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => onMessage(Buffer.concat(chunks).toString('utf8'), session, callback));
    },
    ...(onClose && { onClose }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
