import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError } from './support/http.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';
import { multipart, PDF_BYTES, pngBytes, type MultipartFile } from './support/multipart.js';

/**
 * Design review and proofs (admin §6, §15): the console's list and detail, `Last opp korrektur` (checked by content
 * like the customer's uploads), `Godkjenn`, `Avvis`, `Sett i produksjon`, the customer's `Godkjenn korrektur` and
 * `Be om endringer`, the mails (real relay, worker and maildev), the `Historikk`, who may read what, and the rule
 * that an order with a design that is not approved cannot move to processing.
 */

const suffix = Date.now().toString(36);
const OWNER = `korrektur-${suffix}@example.no`;
const OTHER = `annen-kunde-${suffix}@example.no`;
const QUIET = `stille-${suffix}@example.no`;
const SHOP = 'post@russekompaniet.no';
const MB = 1024 * 1024;

let t: TestApp;
let worker: MailWorkerProcess;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-design-review-'));
  t = await startTestApp({ relay: true, env: { STORAGE_DIR: storageDir } });
  worker = await startMailWorker(t);
  const em = t.em();
  em.create(Member, { firstName: 'Kari', lastName: 'Korrektur', email: OWNER });
  em.create(Member, { firstName: 'Stine', lastName: 'Stille', email: QUIET, emailNotifications: false });
  await em.flush();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const staff = () => ({ cookies: t.staffCookies('staff') });
const customer = (email: string) => ({ cookies: t.customerCookies(email) });

const StaffDesigns = graphql(`
  query DesignReviewTestList($search: String, $status: String, $sort: ListSort) {
    staffDesigns(search: $search, filter: { status: $status }, sort: $sort) {
      total
      items {
        id
        name
        status
        memberEmail
        customerName
        latestVersion
        latestIsProof
        changeRequested
      }
    }
  }
`);

const StaffDesignQuery = graphql(`
  query DesignReviewTestDetail($id: ID!) {
    staffDesign(id: $id) {
      id
      status
      notes
      changeRequest
      memberEmail
      customerName
      actions
      files {
        id
        version
        isLatest
        isProof
        uploadedBy
        uploadedByStaff
        proofMessage
        fileName
        fileSize
      }
    }
  }
`);

const Approve = graphql(`
  mutation DesignReviewTestApprove($id: ID!) {
    approveDesign(id: $id) {
      __typename
      design {
        id
        status
        actions
      }
    }
  }
`);

const Reject = graphql(`
  mutation DesignReviewTestReject($id: ID!, $input: RejectDesignInput!) {
    rejectDesign(id: $id, input: $input) {
      __typename
      design {
        id
        status
        notes
      }
    }
  }
`);

const InProduction = graphql(`
  mutation DesignReviewTestInProduction($id: ID!) {
    setDesignInProduction(id: $id) {
      __typename
      design {
        id
        status
        actions
      }
    }
  }
`);

const CustomerDesign = graphql(`
  query DesignReviewTestCustomerDesign($id: ID!) {
    design(id: $id) {
      id
      status
      notes
      changeRequest
      canAnswerProof
      latestFile {
        id
        version
        isProof
        proofMessage
        url
      }
    }
  }
`);

const ApproveProof = graphql(`
  mutation DesignReviewTestApproveProof($id: ID!) {
    approveDesignProof(id: $id) {
      __typename
      id
      status
      canAnswerProof
    }
  }
`);

const RequestChanges = graphql(`
  mutation DesignReviewTestRequestChanges($id: ID!, $input: RequestDesignChangesInput!) {
    requestDesignChanges(id: $id, input: $input) {
      __typename
      id
      status
      changeRequest
      canAnswerProof
    }
  }
`);

const StaffOrder = graphql(`
  query DesignReviewTestOrder($id: ID!) {
    order(id: $id) {
      id
      paymentBlock
      nextStatuses {
        status
      }
    }
  }
`);

const SetOrderStatus = graphql(`
  mutation DesignReviewTestSetOrderStatus($input: SetOrderStatusInput!) {
    setOrderStatus(input: $input) {
      id
      status
    }
  }
`);

/** A design of `email` with one customer upload, in `status`, written straight to the database. */
async function seedDesign(
  email: string,
  status: Design['status'],
  name = `Logo ${Math.random().toString(36).slice(2, 7)}`,
) {
  const em = t.em();
  const design = em.create(Design, { memberEmail: email, name, status });
  em.create(DesignFile, {
    design,
    storageKey: `designs/test/${design.name}`,
    fileName: 'logo.png',
    mimeType: 'image/png',
    fileSize: 100,
  });
  await em.flush();
  return design.id;
}

function uploadProof(
  designId: number,
  file: MultipartFile | null,
  fields: Record<string, string> = {},
  cookies = staff().cookies,
) {
  const body = multipart(fields, file ? [file] : []);
  return t.inject({ method: 'POST', url: `/api/admin/designs/${designId}/proofs`, cookies, ...body });
}

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(storageDir, full));
    }
  }
  await walk(storageDir);
  return found.sort();
}

const historyOf = (id: number) =>
  t.em().find(AuditEntry, { entityType: 'design', entityId: String(id) }, { orderBy: { id: 'asc' } });

describe('the proof loop, end to end through the API', () => {
  it('submit, proof, changes requested, second proof, approved by the customer, in production; mails and Historikk', async () => {
    // The customer uploads and submits (their own calls).
    const created = await t.inject({
      method: 'POST',
      url: '/api/customer/designs',
      ...customer(OWNER),
      ...multipart({ name: `Russelogo ${suffix}` }, [{ name: 'logo.png', content: pngBytes() }]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().id);
    await t.gql(
      graphql(`
        mutation DesignReviewTestSubmit($id: ID!) {
          submitDesignForReview(id: $id) {
            __typename
          }
        }
      `),
      { id: String(id) },
      customer(OWNER),
    );

    // 'Venter' shows it to staff, with the customer's name; search finds it.
    const waiting = await t.gql(StaffDesigns, { status: 'pending', search: `Russelogo ${suffix}` }, staff());
    expect(waiting.errors).toBeUndefined();
    expect(waiting.data!.staffDesigns.items).toEqual([
      expect.objectContaining({ id: String(id), status: 'pending', customerName: 'Kari Korrektur', latestVersion: 1 }),
    ]);
    const detail0 = await t.gql(StaffDesignQuery, { id: String(id) }, staff());
    expect(detail0.data!.staffDesign.actions).toEqual(['uploadProof', 'approve', 'reject']);

    // Staff upload a proof with a message.
    const since = new Date();
    const proof = await uploadProof(
      id,
      { name: 'korrektur-1.pdf', content: PDF_BYTES },
      { message: 'Her er første korrektur.' },
    );
    expect(proof.statusCode, proof.body).toBe(201);
    expect(proof.json()).toMatchObject({
      status: 'pending',
      files: [
        { version: 2, isProof: true, uploadedBy: 'staff' },
        { version: 1, isProof: false },
      ],
    });
    const proofMail = await waitForMail(OWNER, `Ny korrektur til godkjenning – Russelogo ${suffix}`, since);
    expect(proofMail.text).toContain('Her er første korrektur.');
    expect(proofMail.text).toContain('/customer-dashboard?tab=designs');
    expect(proofMail.html).toContain('Se korrekturen');

    // The customer sees the proof and may answer it; staff's name is nowhere in their view.
    const seen = await t.gql(CustomerDesign, { id: String(id) }, customer(OWNER));
    expect(seen.data!.design).toMatchObject({
      status: 'pending',
      canAnswerProof: true,
      latestFile: { version: 2, isProof: true, proofMessage: 'Her er første korrektur.' },
    });
    expect(JSON.stringify(seen.data)).not.toContain('uploadedByStaff');

    // The customer asks for changes: a note is required; the shop gets a notice with the note.
    const empty = await t.gql(RequestChanges, { id: String(id), input: { note: '  ' } }, customer(OWNER));
    expect(refusalOf(empty)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'note', message: 'Skriv hva du vil ha endret' }],
    });
    const changes = await t.gql(
      RequestChanges,
      { id: String(id), input: { note: 'Gjør logoen større og bruk rødt.' } },
      customer(OWNER),
    );
    expect(changes.data!.requestDesignChanges).toMatchObject({
      status: 'pending',
      changeRequest: 'Gjør logoen større og bruk rødt.',
      canAnswerProof: false,
    });
    const notice = await waitForMail(SHOP, `Kunden ber om endringer i korrekturen – Russelogo ${suffix}`, since);
    expect(notice.text).toContain('Gjør logoen større og bruk rødt.');
    expect(notice.text).toContain(`/admin/designs/${id}`);

    // Answering the same proof twice is refused.
    const again = await t.gql(ApproveProof, { id: String(id) }, customer(OWNER));
    expect(refusalOf(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Du har allerede svart på denne korrekturen',
    });

    // Staff see the note, and upload a second proof.
    const list = await t.gql(StaffDesigns, { status: 'pending', search: `Russelogo ${suffix}` }, staff());
    expect(list.data!.staffDesigns.items[0]).toMatchObject({ changeRequested: true, latestIsProof: true });
    const detail1 = await t.gql(StaffDesignQuery, { id: String(id) }, staff());
    expect(detail1.data!.staffDesign.changeRequest).toBe('Gjør logoen større og bruk rødt.');
    const proof2 = await uploadProof(
      id,
      { name: 'korrektur-2.png', content: pngBytes(4, 4) },
      { message: 'Større og rød.' },
    );
    expect(proof2.statusCode, proof2.body).toBe(201);
    expect(proof2.json()).toMatchObject({ changeRequest: null, files: [{ version: 3, isProof: true }, {}, {}] });

    // The customer approves it: the design is approved; it is not in production before staff set it.
    const approved = await t.gql(ApproveProof, { id: String(id) }, customer(OWNER));
    expect(approved.data!.approveDesignProof).toMatchObject({ status: 'approved', canAnswerProof: false });

    const since2 = new Date();
    const production = await t.gql(InProduction, { id: String(id) }, staff());
    expect(production.data!.setDesignInProduction).toMatchObject({ design: { status: 'in_production', actions: [] } });
    await waitForMail(OWNER, `Designet ditt er satt i produksjon – Russelogo ${suffix}`, since2);

    // Every step in the design's Historikk, the customer's as 'Kunden'.
    const history = await historyOf(id);
    expect(history.map((e) => [e.action, e.staffUsername])).toEqual([
      ['design.proof.uploaded', expect.any(String)],
      ['design.changes.requested', 'Kunden'],
      ['design.proof.uploaded', expect.any(String)],
      ['design.proof.approved', 'Kunden'],
      ['design.in_production', expect.any(String)],
    ]);
    expect(history[1]!.after).toMatchObject({ note: 'Gjør logoen større og bruk rødt.' });
    expect(history[0]!.staffUserId).not.toBeNull();
    expect(history[1]!.staffUserId).toBeNull();
  });
});

describe('the state rules', () => {
  it('offers and accepts only the actions the status allows, with Norwegian refusals that change nothing', async () => {
    const id = await seedDesign(OWNER, 'pending');
    const early = await t.gql(InProduction, { id: String(id) }, staff());
    expect(refusalOf(early)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Bare godkjente design kan settes i produksjon. Dette designet har status «Venter».',
    });
    expect((await t.em().findOneOrFail(Design, id, { refresh: true })).status).toBe('pending');

    const noReason = await t.gql(Reject, { id: String(id), input: { reason: ' ' } }, staff());
    expect(refusalOf(noReason)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'reason', message: 'Skriv en begrunnelse til kunden' }],
    });

    const ok = await t.gql(Approve, { id: String(id) }, staff());
    expect(ok.data!.approveDesign).toMatchObject({
      design: { status: 'approved', actions: ['uploadProof', 'reject', 'setInProduction'] },
    });
    const twice = await t.gql(Approve, { id: String(id) }, staff());
    expect(refusalOf(twice)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Designet er allerede godkjent',
    });

    await t.gql(InProduction, { id: String(id) }, staff());
    const late = await t.gql(Reject, { id: String(id), input: { reason: 'For sent' } }, staff());
    expect(refusalOf(late)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Et design med status «I produksjon» kan ikke avvises',
    });
    const lateProof = await uploadProof(id, { name: 'sen.png', content: pngBytes() });
    expect(expectJsonError(lateProof, 400).message).toBe(
      'Et design med status «I produksjon» kan ikke få en ny korrektur',
    );

    // The customer cannot answer a design without a proof.
    const draft = await seedDesign(OWNER, 'pending');
    const noProof = await t.gql(ApproveProof, { id: String(draft) }, customer(OWNER));
    expect(refusalOf(noProof)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Det finnes ingen korrektur å svare på',
    });
  });

  it("a rejection shows staff's reason to the customer as the design's notes, and mails it", async () => {
    const id = await seedDesign(OWNER, 'pending', `Avvist ${suffix}`);
    const since = new Date();
    const res = await t.gql(
      Reject,
      { id: String(id), input: { reason: 'Oppløsningen er for lav, send minst 300 DPI.' } },
      staff(),
    );
    expect(res.data!.rejectDesign).toMatchObject({
      design: { status: 'rejected', notes: 'Oppløsningen er for lav, send minst 300 DPI.' },
    });
    const seen = await t.gql(CustomerDesign, { id: String(id) }, customer(OWNER));
    expect(seen.data!.design).toMatchObject({
      status: 'rejected',
      notes: 'Oppløsningen er for lav, send minst 300 DPI.',
    });
    const mail = await waitForMail(OWNER, `Designet ditt trenger endringer – Avvist ${suffix}`, since);
    expect(mail.text).toContain('Oppløsningen er for lav, send minst 300 DPI.');
    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({
      action: 'design.rejected',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });

  it("status news follows the member's 'E-postvarsler'; a rejection always goes", async () => {
    const approvedId = await seedDesign(QUIET, 'pending', `Stille godkjent ${suffix}`);
    const rejectedId = await seedDesign(QUIET, 'pending', `Stille avvist ${suffix}`);
    const since = new Date();
    await t.gql(Approve, { id: String(approvedId) }, staff());
    await t.gql(Reject, { id: String(rejectedId), input: { reason: 'Feil format' } }, staff());
    await waitForMail(QUIET, `Designet ditt trenger endringer – Stille avvist ${suffix}`, since);
    await expect(
      waitForMail(QUIET, `Designet ditt er godkjent – Stille godkjent ${suffix}`, since, 1500),
    ).rejects.toThrow();
  });
});

describe('hostile proofs are refused as the customer uploads are', () => {
  it.each([
    [
      'a text file named .png',
      'korrektur.png',
      Buffer.from('Dette er bare tekst.\n'),
      415,
      'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
    ],
    [
      'an executable named .pdf',
      'korrektur.pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      415,
      'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
    ],
    [
      'an HTML page with script named .svg',
      'korrektur.svg',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      415,
      'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
    ],
    ['10 MB + 1 byte', 'stor.png', pngBytes(2, 2, [0, 0, 0], 10 * MB + 1), 413, 'Filen er for stor (maks 10 MB)'],
  ])('refuses %s and stores nothing', async (_label, name, content, status, message) => {
    const id = await seedDesign(OWNER, 'pending');
    const files = await storedFiles();
    const res = await uploadProof(id, { name, type: 'image/png', content: content as Buffer });
    expect(expectJsonError(res, status as number)).toEqual({ message, fieldErrors: { file: message } });
    expect(await storedFiles()).toEqual(files);
    expect(await t.em().count(DesignFile, { design: id })).toBe(1);
    expect(await historyOf(id)).toEqual([]);
  });

  it('stores an SVG proof only with its script removed, and serves it so nothing can run', async () => {
    const id = await seedDesign(OWNER, 'pending');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>`;
    const res = await uploadProof(id, { name: 'korrektur.svg', type: 'image/svg+xml', content: Buffer.from(svg) });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().files[0];
    const served = await t.inject({ method: 'GET', url: file.url, ...customer(OWNER) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).not.toContain('script');
    expect(served.body).not.toContain('alert');
    expect(served.body).toContain('<rect');
  });
});

describe('who may do what', () => {
  it("a customer cannot upload proofs, use the console operations, nor read another customer's proofs", async () => {
    const id = await seedDesign(OWNER, 'pending');
    const proof = await uploadProof(id, { name: 'k.png', content: pngBytes() }, { message: 'Bare for eieren' });
    expect(proof.statusCode).toBe(201);
    const proofFile = proof.json().files[0];

    // Customers (the owner too) are refused on the staff upload and the staff operations; anonymous gets 401.
    expect(
      (await uploadProof(id, { name: 'k.png', content: pngBytes() }, {}, t.customerCookies(OWNER))).statusCode,
    ).toBe(403);
    expect((await uploadProof(id, { name: 'k.png', content: pngBytes() }, {}, {})).statusCode).toBe(401);
    const list = await t.gql(StaffDesigns, {}, customer(OWNER));
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const approve = await t.gql(Approve, { id: String(id) }, customer(OWNER));
    expect(approve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Another customer: the design, the proof file and the answers are NOT_FOUND (GraphQL) / 404 (REST).
    const other = await t.gql(CustomerDesign, { id: String(id) }, customer(OTHER));
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other.data ?? null)).not.toContain('Bare for eieren');
    const file = await t.inject({ method: 'GET', url: proofFile.url, ...customer(OTHER) });
    expect(file.statusCode).toBe(404);
    const answer = await t.gql(ApproveProof, { id: String(id) }, customer(OTHER));
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.em().findOneOrFail(Design, id, { refresh: true })).status).toBe('pending');
    const rest = await t.inject({
      method: 'GET',
      url: `/api/customer/designs/${encodeURIComponent(OWNER)}`,
      ...customer(OTHER),
    });
    expect(rest.statusCode).toBe(403);

    // The owner's REST list keeps its published shape: no staff-only fields.
    const own = await t.inject({
      method: 'GET',
      url: `/api/customer/designs/${encodeURIComponent(OWNER)}`,
      ...customer(OWNER),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('uploadedByStaff');
    expect(own.body).not.toContain('uploadedBy');
    // The customer's GraphQL type has no staff-only field at all.
    const probe = await t.inject({
      method: 'POST',
      url: '/graphql',
      ...customer(OWNER),
      payload: { query: `{ design(id: "${id}") { files { uploadedByStaff } } }` },
    });
    expect(probe.json().errors?.[0]?.message).toMatch(/uploadedByStaff/);
  });
});

describe('nothing goes to production without an approved design', () => {
  it('an order with a design that is not approved cannot move to processing; once approved it can', async () => {
    const id = await seedDesign(OWNER, 'pending');
    const em = t.em();
    const order = em.create(Order, {
      memberEmail: OWNER,
      orderNumber: `RK-DR-${suffix}`,
      status: 'pending',
      totalAmount: '0.00',
    });
    em.create(OrderItem, { order, name: 'Hoodie med trykk', unitPrice: '0.00', quantity: 1, designId: id });
    await em.flush();

    // The console does not offer it, and says why.
    const view = await t.gql(StaffOrder, { id: String(order.id) }, { cookies: t.staffCookies('admin') });
    expect(view.data!.order.nextStatuses.map((s) => s.status)).toEqual(['cancelled']);
    expect(view.data!.order.paymentBlock).toBe(
      'Ordren har design som ikke er godkjent. Designet (eller korrekturen) må godkjennes før ordren settes i produksjon.',
    );
    // Not even an administrator with a reason (who may override the payment rule) passes it.
    const input = { orderId: String(order.id), status: 'processing', reason: 'Betaling er avtalt med skolen' };
    const refused = await t.gql(SetOrderStatus, { input }, { cookies: t.staffCookies('admin') });
    expect(refused.errors?.[0]?.message).toBe(
      'Ordren har design som ikke er godkjent. Designet (eller korrekturen) må godkjennes før ordren settes i produksjon.',
    );
    expect((await t.em().findOneOrFail(Order, order.id, { refresh: true })).status).toBe('pending');

    await t.gql(Approve, { id: String(id) }, staff());
    const moved = await t.gql(SetOrderStatus, { input }, { cookies: t.staffCookies('admin') });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.setOrderStatus.status).toBe('processing');
  });
});
