import { type SMTPServerSession } from 'smtp-server';

export interface SmtpTestServerOptions {
  onMessage(raw: string, session: SMTPServerSession, callback: (error?: Error | null) => void): void;
  onClose?(session: SMTPServerSession): void;
}

export declare function startSmtpTestServer(
  options: SmtpTestServerOptions,
): Promise<{ url: string; close(): Promise<void> }>;
