import { z } from 'zod';
import { requiredText } from '../common/field.validators.js';
import { memberInput } from './member.validators.js';

/**
 * Personal info on the profile tab (updateProfile): the signup's rules without the e-mail. The e-mail identifies
 * the customer everywhere (orders, invoices, groups) and is changed by the shop on request, not here.
 */
export const profileInput = memberInput.omit({ email: true });

export type ProfileInput = z.input<typeof profileInput>;
export type ProfileData = z.output<typeof profileInput>;

/** Account settings (updateProfileSettings). Fields left out stay as they are. */
export const profileSettingsInput = z.object({
  emailNotifications: z.boolean({ error: 'Ugyldig verdi' }).optional(),
  shareNameWithCoordinators: z.boolean({ error: 'Ugyldig verdi' }).optional(),
});

export type ProfileSettingsInput = z.input<typeof profileSettingsInput>;

export const DELETE_ACCOUNT_CONFIRM_MESSAGE = 'Skriv inn e-postadressen din for å bekrefte';

/** Account deletion is confirmed by typing the account's e-mail address (any casing, spaces trimmed). */
export const deleteAccountInput = z.object({
  confirmEmail: requiredText(254, DELETE_ACCOUNT_CONFIRM_MESSAGE, DELETE_ACCOUNT_CONFIRM_MESSAGE).transform((value) =>
    value.toLowerCase(),
  ),
});

export const DELETE_ACCOUNT_MISMATCH_MESSAGE = 'E-postadressen stemmer ikke med kontoen';

/** Texts of the account settings, shared by the profile tab and the data export. */
export const PROFILE_SETTING_LABELS = {
  emailNotifications: 'E-postvarsler',
  emailNotificationsHint:
    'Nyheter, tilbud og velkomsthilsener på e-post. Innloggingslenker, fakturaer, svar på henvendelser og gruppeinvitasjoner sender vi alltid.',
  shareNameWithCoordinators: 'Vis navnet mitt for gruppekoordinatorer',
  shareNameWithCoordinatorsHint:
    'Koordinatorer for grupper du er invitert til ser fornavn og etternavn. Slår du av, ser de bare e-postadressen din.',
} as const;

/** File name of the data export download for an e-mail address. */
export function dataExportFileName(email: string, date = new Date()): string {
  const safe = email.toLowerCase().replace(/[^a-z0-9._-]+/g, '_');
  return `mine-data-${safe}-${date.toISOString().slice(0, 10)}.json`;
}
