import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Group, GroupMember, Member, type AppConfig } from '@russ/api/db';
import { groupInvitationMail } from '../src/jobs/group-invitation/group-invitation.processor.js';
import type { MailMessage } from '../src/mail/transport.js';
import { createMailRenderer } from '../src/mail/render.js';
import { createTestDb, testConfig, uniqueName, type TestDb } from './support/services.js';

/** The group invitation mail (job mail.group-invitation): what it says, and when it is not sent. */

let db: TestDb;
let config: AppConfig;
const renderer = () => createMailRenderer({ ...config.shop, publicUrl: config.publicUrl });

beforeAll(async () => {
  db = await createTestDb();
  config = testConfig({});
});

afterAll(async () => {
  await db?.drop();
});

async function arrange(opts: { inviteeIsMember: boolean; status?: 'invited' | 'accepted'; archived?: boolean }) {
  const em = db.orm.em.fork();
  const coordinator = `${uniqueName('cora-')}@example.no`;
  const invitee = `${uniqueName('ida-')}@example.no`;
  em.create(Member, { firstName: 'Cora', lastName: 'Koordinator', email: coordinator });
  if (opts.inviteeIsMember) em.create(Member, { firstName: 'Ida', lastName: 'Invitert', email: invitee });
  const group = em.create(Group, {
    name: 'Russ 3STA <b>',
    school: 'Oslo katedralskole',
    graduationYear: '2026',
    coordinatorEmail: coordinator,
    inviteCode: uniqueName('K')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, ''),
    deadline: new Date('2026-03-01T22:59:00Z'),
    status: opts.archived ? 'archived' : 'active',
  });
  const row = em.create(GroupMember, { group, email: invitee, status: opts.status ?? 'invited' });
  await em.flush();
  return { group, row, invitee, coordinator };
}

const run = (groupMemberId: number) =>
  groupInvitationMail({ groupMemberId }, { em: db.orm.em.fork(), config, renderer: renderer(), now: new Date() });

describe('group invitation mail', () => {
  it('says who invites, to which group, the deadline, and links to the groups tab with the code', async () => {
    const { group, row, invitee } = await arrange({ inviteeIsMember: true });
    const plan = await run(row.id);
    expect('send' in plan).toBe(true);
    const mail = (plan as { send: MailMessage }).send;
    expect(mail.to).toBe(invitee);
    expect(mail.subject).toBe('Cora Koordinator inviterer deg til gruppen Russ 3STA <b>');
    const link = `http://shop.test/customer-dashboard?tab=groups&join=${group.inviteCode}`;
    expect(mail.text).toContain('Hei Ida,');
    expect(mail.text).toContain(
      'Cora Koordinator har invitert deg til russegruppen «Russ 3STA <b>» (Oslo katedralskole, 2026)',
    );
    expect(mail.text).toContain('Frist for å sende inn størrelser: 1. mars 2026 kl. 23:59');
    expect(mail.text).toContain(`Bli med i gruppen: ${link}`);
    expect(mail.text).toContain(`Invitasjonskode: ${group.inviteCode}`);
    expect(mail.text).not.toContain('krever medlemskap');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;').replace(/=/g, '&#x3D;')}"`);
    expect(mail.html).toContain('Russ 3STA &lt;b&gt;');
  });

  it('tells someone without a membership to join (free) first', async () => {
    const { row } = await arrange({ inviteeIsMember: false });
    const mail = ((await run(row.id)) as { send: MailMessage }).send;
    expect(mail.text).toMatch(/^Hei,/);
    expect(mail.text).toContain('krever medlemskap');
    expect(mail.text).toContain('http://shop.test/community');
  });

  it('sends nothing for a withdrawn or answered invitation or an archived group', async () => {
    const accepted = await arrange({ inviteeIsMember: true, status: 'accepted' });
    expect(await run(accepted.row.id)).toEqual({ skip: expect.stringContaining('accepted') });
    const archived = await arrange({ inviteeIsMember: true, archived: true });
    expect(await run(archived.row.id)).toEqual({ skip: expect.stringContaining('archived') });
    const removed = await arrange({ inviteeIsMember: true });
    await db.orm.em.fork().nativeDelete(GroupMember, { id: removed.row.id });
    expect(await run(removed.row.id)).toEqual({ skip: expect.stringContaining('removed') });
  });
});
