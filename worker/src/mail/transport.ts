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
  attachments?: MailAttachment[];
}

/** Where mails leave the worker. SMTP in every run mode; tests may swap in their own. */
export interface MailTransport {
  /** Sends one message; rejects when the server does not accept it (the job is then retried). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** Nodemailer over SMTP_URL (maildev locally). The sender is the shop: `"SHOP_NAME" <SHOP_EMAIL>`. */
export function createSmtpTransport(smtpUrl: string, from: { name: string; address: string }): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
        attachments: message.attachments,
      });
      return { messageId: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
}
