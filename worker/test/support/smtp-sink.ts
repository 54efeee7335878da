import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A counting SMTP sink for the newsletter fault tests, in the test process: it stores nothing but the headers
 * of each mail it accepted, by recipient, and keeps them while it is stopped ("SMTP down") and started again on
 * the same port. A message counts only once the server has received its final dot, like any real server.
 */
export interface SinkMail {
  to: string;
  subject: string;
  headers: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: SinkMail[];
  /** Mails per recipient address. */
  countsByRecipient(): Map<string, number>;
  /** Called before the server answers a MAIL FROM (a new mail starts); the fault test kills the worker here. */
  onMailFrom?: () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function smtpSink(port: number): SmtpSink {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const mail of sink.mails) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      return counts;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        size: 1024 * 1024,
        onMailFrom(_address, _session, callback) {
          sink.onMailFrom?.();
          callback();
        },
        onData(stream, session: SMTPServerSession, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            // The header block, folded lines joined.
            const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
            const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
            for (const rcpt of session.envelope.rcptTo) {
              sink.mails.push({ to: rcpt.address.toLowerCase(), subject, headers });
            }
            callback();
          });
        },
      });
      server.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      // Drop open connections at once, like a crashed server.
      const connections = (closing as unknown as { connections?: Set<{ close(): void }> }).connections;
      for (const connection of connections ?? []) connection.close();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  return sink;
}
