import nodemailer from 'nodemailer';

/** A file sent with a mail (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A finished mail, ready to hand to a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A fixed Message-ID (`<…@…>`), so a receiver can tell a repeated delivery of the same mail. */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Where mails leave the worker. SMTP in every run mode; tests may swap in their own. */
export interface MailTransport {
  /** Sends one message; rejects when the server does not accept it (the job is then retried). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface SmtpPoolOptions {
  /** SMTP connections kept open and used at once (nodemailer's pool). */
  maxConnections: number;
  /** Give up on a silent server after this long (ms), so a send never outlives the campaign's claim lease. */
  socketTimeoutMs: number;
}

/**
 * Nodemailer over SMTP_URL (maildev locally). The sender is the shop: `"SHOP_NAME" <SHOP_EMAIL>`. With `pool`,
 * a pool of open connections (the newsletter sender), otherwise one connection per mail. With `requireTls`
 * (production: config.smtpRequireTls) a server that does not offer STARTTLS on an `smtp://` URL is refused (no
 * mail goes out in clear text); `smtps://` is TLS from the start. Certificates are always verified.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: { name: string; address: string },
  pool?: SmtpPoolOptions,
  requireTls = false,
): MailTransport {
  const tls = requireTls ? { requireTLS: true, ignoreTLS: false, tls: { rejectUnauthorized: true } } : {};
  const transporter = pool
    ? nodemailer.createTransport({
        url: smtpUrl,
        ...tls,
        pool: true,
        maxConnections: pool.maxConnections,
        maxMessages: Infinity,
        connectionTimeout: Math.min(10_000, pool.socketTimeoutMs),
        greetingTimeout: Math.min(10_000, pool.socketTimeoutMs),
        socketTimeout: pool.socketTimeoutMs,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : nodemailer.createTransport(
        requireTls ? ({ url: smtpUrl, ...tls } as Parameters<typeof nodemailer.createTransport>[0]) : smtpUrl,
      );
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
        attachments: message.attachments,
      });
      return { messageId: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
}
