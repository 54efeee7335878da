import { z } from 'zod';
import { emailField } from '../common/field.validators.js';

/** Newsletter signup (POST /api/newsletter and the subscribeNewsletter mutation). */
export const newsletterInput = z.object({
  email: emailField('Ugyldig e-postadresse'),
});

export type NewsletterInput = z.input<typeof newsletterInput>;
export type NewsletterData = z.output<typeof newsletterInput>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Takk for påmeldingen! Sjekk e-posten din for å bekrefte abonnementet.';
