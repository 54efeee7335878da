import { describe, expect, it } from 'vitest';
import { dataExportFileName, deleteAccountInput, profileInput, profileSettingsInput } from './profile.validators.js';

describe('profileInput', () => {
  it('has the signup rules without the e-mail', () => {
    expect(
      profileInput.parse({ firstName: ' Ola ', lastName: 'N', school: '', graduationYear: '2026', email: 'x' }),
    ).toEqual({ firstName: 'Ola', lastName: 'N', school: null, graduationYear: '2026' });
    const result = profileInput.safeParse({ firstName: '', lastName: ' ', graduationYear: '26' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Fornavn er påkrevd',
      'Etternavn er påkrevd',
      'Avgangsår må være fire siffer, for eksempel 2026',
    ]);
  });
});

describe('profileSettingsInput', () => {
  it('takes booleans only; fields left out stay undefined', () => {
    expect(profileSettingsInput.parse({ emailNotifications: false })).toEqual({ emailNotifications: false });
    expect(profileSettingsInput.safeParse({ emailNotifications: 'nei' }).success).toBe(false);
  });
});

describe('deleteAccountInput', () => {
  it('lower-cases and trims the typed e-mail, and asks for it when empty', () => {
    expect(deleteAccountInput.parse({ confirmEmail: ' Ola@Example.NO ' })).toEqual({ confirmEmail: 'ola@example.no' });
    expect(deleteAccountInput.safeParse({ confirmEmail: ' ' }).error?.issues[0].message).toBe(
      'Skriv inn e-postadressen din for å bekrefte',
    );
  });
});

describe('dataExportFileName', () => {
  it('is a safe file name with the address and the date', () => {
    expect(dataExportFileName('Ola+test@Example.no', new Date('2026-11-22T12:00:00Z'))).toBe(
      'mine-data-ola_test_example.no-2026-11-22.json',
    );
  });
});
