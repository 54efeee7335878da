import { describe, expect, it } from 'vitest';
import { endOfDayInOslo, osloDateInputValue } from '../common/dates.js';
import {
  groupJoinUrl,
  isDeadlinePassed,
  normaliseInviteCode,
  parseDeadline,
  sizeSortKey,
  SUBMISSION_COLOURS,
  SUBMISSION_SIZES,
} from './group-rules.js';
import {
  createGroupInput,
  inviteGroupMemberInput,
  joinGroupInput,
  sizeSubmissionInput,
  updateGroupInput,
} from './group.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('createGroupInput', () => {
  it('accepts a full group and trims it', () => {
    const data = createGroupInput.parse({
      name: '  Russ 3STA ',
      school: ' Oslo katedralskole ',
      graduationYear: 2026,
      deadline: '2026-03-01',
      maxMembers: '25',
      description: '',
    });
    expect(data).toEqual({
      name: 'Russ 3STA',
      school: 'Oslo katedralskole',
      graduationYear: '2026',
      deadline: new Date('2026-03-01T22:59:59.999Z'),
      maxMembers: 25,
      description: null,
    });
  });

  it('treats empty optional fields as not given: no deadline, unlimited members', () => {
    const data = createGroupInput.parse({ name: 'Gruppe', deadline: '', maxMembers: '', school: null });
    expect(data.deadline).toBeNull();
    expect(data.maxMembers).toBeNull();
    expect(data.school).toBeNull();
  });

  it('names each problem in Norwegian', () => {
    expect(messages(createGroupInput.safeParse({ name: '  ', deadline: '2026-02-30', maxMembers: 0 }))).toEqual({
      name: 'Gruppenavn er påkrevd',
      deadline: 'Ugyldig frist',
      maxMembers: 'Maks antall medlemmer må være et positivt tall',
    });
    expect(messages(createGroupInput.safeParse({ name: 'x', deadline: 'i morgen', maxMembers: 2.5 }))).toEqual({
      deadline: 'Ugyldig frist',
      maxMembers: 'Maks antall medlemmer må være et positivt tall',
    });
    expect(messages(createGroupInput.safeParse({ name: 'x', deadline: '3026-01-01', maxMembers: -3 }))).toEqual({
      deadline: 'Ugyldig frist',
      maxMembers: 'Maks antall medlemmer må være et positivt tall',
    });
    expect(messages(createGroupInput.safeParse({ name: 'x', maxMembers: 'mange', graduationYear: '26' }))).toEqual({
      maxMembers: 'Maks antall medlemmer må være et positivt tall',
      graduationYear: 'Avgangsår må være fire siffer, for eksempel 2026',
    });
    expect(messages(createGroupInput.safeParse({ name: 'x'.repeat(101) }))).toEqual({
      name: 'Gruppenavnet er for langt',
    });
  });

  it('takes an ISO date-time as that instant', () => {
    expect(createGroupInput.parse({ name: 'x', deadline: '2026-05-17T10:00:00.000Z' }).deadline).toEqual(
      new Date('2026-05-17T10:00:00.000Z'),
    );
  });
});

describe('updateGroupInput', () => {
  it('needs a known status', () => {
    expect(messages(updateGroupInput.safeParse({ name: 'x', status: 'closed' }))).toEqual({
      status: 'Velg en gyldig status',
    });
    expect(updateGroupInput.parse({ name: 'x', status: 'archived' }).status).toBe('archived');
  });
});

describe('invite codes', () => {
  it('ignores case, spaces and dashes', () => {
    expect(joinGroupInput.parse({ inviteCode: ' abcd-efgh jkmn ' }).inviteCode).toBe('ABCDEFGHJKMN');
    expect(normaliseInviteCode('natt2025')).toBe('NATT2025');
  });

  it("refuses what cannot be a code with 'Ugyldig invitasjonskode'", () => {
    for (const inviteCode of ['', 'ab', 'ÆØÅ12345', "x' or 1=1", 'A'.repeat(65), 42]) {
      expect(messages(joinGroupInput.safeParse({ inviteCode }))).toEqual({ inviteCode: 'Ugyldig invitasjonskode' });
    }
  });

  it('builds the share link the mail, the link and the QR code use', () => {
    expect(groupJoinUrl('https://russ.no/', 'ABCDEFGHJKMN')).toBe(
      'https://russ.no/customer-dashboard?tab=groups&join=ABCDEFGHJKMN',
    );
  });
});

describe('inviteGroupMemberInput', () => {
  it('lower-cases the address and refuses a bad one', () => {
    expect(inviteGroupMemberInput.parse({ email: ' Kari@Example.NO ' }).email).toBe('kari@example.no');
    expect(messages(inviteGroupMemberInput.safeParse({ email: 'kari' }))).toEqual({ email: 'Ugyldig e-postadresse' });
  });
});

describe('sizeSubmissionInput', () => {
  const line = { productId: 3, size: 'M', color: 'navy', quantity: 2, printName: ' KARI ' };

  it('accepts known sizes and colours and trims the print name', () => {
    const data = sizeSubmissionInput.parse({ items: [line, { ...line, size: 'One size', color: 'rod' }] });
    expect(data.items[0]).toEqual({ productId: 3, size: 'M', color: 'navy', quantity: 2, printName: 'KARI' });
    expect(data.items[1].size).toBe('One size');
    expect(data.notes).toBeNull();
  });

  it('checks every line field with its own message', () => {
    const result = sizeSubmissionInput.safeParse({
      items: [{ productId: 0, size: 'XXXL', color: 'lilla', quantity: 0, printName: 'x'.repeat(41) }],
    });
    expect(messages(result)).toEqual({
      'items.0.productId': 'Velg et produkt',
      'items.0.size': 'Velg en gyldig størrelse',
      'items.0.color': 'Velg en gyldig farge',
      'items.0.quantity': 'Antall må være minst 1',
      'items.0.printName': 'Navnet på trykket kan ha høyst 40 tegn',
    });
    expect(messages(sizeSubmissionInput.safeParse({ items: [{ ...line, quantity: 51 }] }))).toEqual({
      'items.0.quantity': 'Antall kan være høyst 50',
    });
    expect(messages(sizeSubmissionInput.safeParse({ items: [] }))).toEqual({ items: 'Legg til minst ett produkt' });
    expect(messages(sizeSubmissionInput.safeParse({ items: Array(21).fill(line) }))).toEqual({
      items: 'Høyst 20 produkter per innsending',
    });
  });

  it('offers every catalogue size in order and every colour products come in', () => {
    expect(SUBMISSION_SIZES).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', 'One size']);
    expect(SUBMISSION_COLOURS).toContain('navy');
    expect(SUBMISSION_COLOURS).toContain('svart');
    expect(sizeSortKey('XS')).toBeLessThan(sizeSortKey('XL'));
    expect(sizeSortKey('XXXXL')).toBeLessThan(sizeSortKey(null));
  });
});

describe('deadlines', () => {
  it('a picked date lasts to the end of that day in Norway, summer and winter', () => {
    expect(endOfDayInOslo('2026-01-15')?.toISOString()).toBe('2026-01-15T22:59:59.999Z');
    expect(endOfDayInOslo('2026-06-15')?.toISOString()).toBe('2026-06-15T21:59:59.999Z');
    expect(endOfDayInOslo('2026-13-01')).toBeNull();
    expect(osloDateInputValue(new Date('2026-06-15T21:59:59.999Z'))).toBe('2026-06-15');
  });

  it('is passed only after the instant', () => {
    const deadline = new Date('2026-01-15T22:59:59.999Z');
    expect(isDeadlinePassed(deadline, new Date('2026-01-15T22:59:59.000Z'))).toBe(false);
    expect(isDeadlinePassed(deadline, new Date('2026-01-15T23:00:00.000Z'))).toBe(true);
    expect(isDeadlinePassed(null)).toBe(false);
    expect(parseDeadline(42)).toBeUndefined();
  });
});
