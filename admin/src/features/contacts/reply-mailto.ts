import { formatDateTime } from '../../lib/format';
import { contactSubjectLabel } from './contact-subjects';

export interface RepliableContact {
  firstName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** A mailto: link that opens a reply in the staff member's mail program with the enquiry quoted. */
export function replyMailto(contact: RepliableContact): string {
  const subject = `Sv: ${contactSubjectLabel(contact.subject)} – din henvendelse til Russekompaniet`;
  const quoted = contact.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hei ${contact.firstName},\n\n\n\nDu skrev ${formatDateTime(contact.createdAt)}:\n${quoted}\n`;
  const to = encodeURIComponent(contact.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
