/** Newsletter subscription states (double opt-in). */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const DEFAULT_NEWSLETTER_STATUS: NewsletterStatus = 'pending';

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Venter bekreftelse',
  confirmed: 'Bekreftet',
  unsubscribed: 'Avmeldt',
};
