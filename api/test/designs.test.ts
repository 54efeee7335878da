import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from './gql/index.js';
import { designUploadLimits } from '../src/modules/designs/design-upload-limits.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { type Cookies, type Role, roleCookies } from './support/roles.js';
import { expectJsonError } from './support/http.js';
import { multipart, PDF_BYTES, pngBytes } from './support/multipart.js';

/**
 * A customer's designs: versions, editing, review, and who may do what. Reads (a design, its files) are for the
 * owner and staff; changes only for the owner signed in as a customer — staff change designs in the admin
 * console, so a staff session alone is refused (403) on the customer's calls. Anyone else gets 404 for another
 * customer's design (its existence is not revealed), and no session gets 401.
 */

const suffix = Date.now().toString(36);
const OWNER = `design-eier-${suffix}@example.no`;
const OTHER = `design-annen-${suffix}@example.no`;

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-designs-'));
  t = await startTestApp({ env: { STORAGE_DIR: storageDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

// These tests upload far more than a member may in a minute (DESIGN_QUOTAS.uploadsPerMinute): each starts afresh.
beforeEach(async () => {
  for (const member of [OWNER, OTHER]) await designUploadLimits(t.app.config).uploadsPerMember.reset(member);
});

const cookiesFor = (role: Role) => roleCookies(t, role, { owner: OWNER, other: OTHER });

// The fields every design answer here is checked for; codegen adds this fragment to the documents that spread it.
graphql(`
  fragment DesignsTestDesignFields on Design {
    id
    name
    description
    status
    notes
    approvedAt
    latestFile {
      id
      version
      isLatest
      fileName
      mimeType
      fileSize
      url
    }
    files {
      id
      version
      isLatest
      fileName
      mimeType
      url
    }
  }
`);
const DesignQuery = graphql(`
  query DesignsTestDesign($id: ID!) {
    design(id: $id) {
      ...DesignsTestDesignFields
    }
  }
`);
const Update = graphql(`
  mutation DesignsTestUpdate($id: ID!, $input: UpdateDesignInput!) {
    updateDesign(id: $id, input: $input) {
      __typename
      ...DesignsTestDesignFields
    }
  }
`);
const Submit = graphql(`
  mutation DesignsTestSubmit($id: ID!) {
    submitDesignForReview(id: $id) {
      __typename
      ...DesignsTestDesignFields
    }
  }
`);
const AreaDesigns = graphql(`
  query DesignsTestAreaDesigns {
    customerArea {
      email
      designs {
        id
        latestFile {
          id
          version
        }
      }
      counts {
        designs
      }
    }
  }
`);

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cookies?: Cookies,
) => t.gql(document, variables, { cookies });

async function createDesign(
  cookies: Cookies,
  fields: Record<string, string> = { name: 'Logo', description: 'Første utkast' },
  file = { name: 'logo.png', content: pngBytes() },
) {
  const body = multipart(fields, [file]);
  return t.inject({ method: 'POST', url: '/api/customer/designs', cookies, ...body });
}

async function newVersion(designId: number | string, cookies: Cookies, file = { name: 'v.png', content: pngBytes() }) {
  const body = multipart({}, [file]);
  return t.inject({ method: 'POST', url: `/api/customer/designs/${designId}/files`, cookies, ...body });
}

async function ownerDesign(
  status?: Design['status'],
): Promise<{ id: number; latestFile: { id: number; url: string } }> {
  const res = await createDesign(cookiesFor('owner'));
  expect(res.statusCode, res.body).toBe(201);
  const design = res.json();
  if (status) {
    const em = t.em();
    await em.nativeUpdate(Design, { id: design.id }, { status });
  }
  return design;
}

describe('versions', () => {
  it('creates a draft with version 1 as the latest file, owned by the signed-in customer', async () => {
    const res = await createDesign(cookiesFor('owner'), { name: '  Russelogo  ', description: '' });
    expect(res.statusCode, res.body).toBe(201);
    const design = res.json();
    expect(design).toMatchObject({ name: 'Russelogo', description: null, status: 'draft', notes: null });
    expect(design.files).toHaveLength(1);
    expect(design.latestFile).toMatchObject({ version: 1, isLatest: true, url: expect.any(String) });
    const row = await t.em().findOneOrFail(Design, design.id);
    expect(row.memberEmail).toBe(OWNER);
  });

  it('refuses a control character in a multipart text field, storing nothing', async () => {
    const cookies = cookiesFor('owner');
    const before = await t.em().count(Design, {});
    const res = await createDesign(cookies, { name: 'Logo\u0000', description: 'Første utkast' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ugyldige tegn/);
    expect(await t.em().count(Design, {})).toBe(before);
  });

  it('adds each upload as a new version: highest + 1, only the newest latest, the preview shows it', async () => {
    const design = await ownerDesign();
    const v2 = await newVersion(design.id, cookiesFor('owner'), { name: 'v2.pdf', content: PDF_BYTES });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().latestFile).toMatchObject({ version: 2, isLatest: true, mimeType: 'application/pdf' });
    const v3 = (await newVersion(design.id, cookiesFor('owner'))).json();
    expect(v3.files.map((f: { version: number; isLatest: boolean }) => [f.version, f.isLatest])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const rows = await t.em().find(DesignFile, { design: design.id, isLatest: true });
    expect(rows.map((r) => r.version)).toEqual([3]);

    const area = await gql(AreaDesigns, {}, cookiesFor('owner'));
    const listed = area.data?.customerArea?.designs.find((d) => Number(d.id) === design.id);
    expect(listed?.latestFile?.version).toBe(3);
  });

  it('gives parallel uploads distinct versions and one latest (a member uploads one file at a time)', async () => {
    const design = await ownerDesign();
    const results = await Promise.all([1, 2, 3, 4].map(() => newVersion(design.id, cookiesFor('owner'))));
    const accepted = results.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(expectJsonError(refused, 429).message).toBe(DESIGN_MESSAGES.uploadBusy);
    }
    const rows = await t.em().find(DesignFile, { design: design.id }, { orderBy: { version: 'asc' } });
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: accepted + 1 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.isLatest).map((r) => r.version)).toEqual([accepted + 1]);
  });

  it('sends an approved or rejected design back to draft when new artwork arrives', async () => {
    for (const status of ['approved', 'rejected'] as const) {
      const design = await ownerDesign(status);
      const res = await newVersion(design.id, cookiesFor('owner'));
      expect(res.json()).toMatchObject({ status: 'draft', approvedAt: null });
    }
    const pending = await ownerDesign('pending');
    expect((await newVersion(pending.id, cookiesFor('owner'))).json().status).toBe('pending');
  });

  it('refuses changes to a design in production', async () => {
    const design = await ownerDesign('in_production');
    const upload = await newVersion(design.id, cookiesFor('owner'));
    expect(expectJsonError(upload, 400).message).toBe('Designet er i produksjon og kan ikke endres');
    const update = await gql(Update, { id: String(design.id), input: { name: 'Nytt navn' } }, cookiesFor('owner'));
    expect(refusalOf(update)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Designet er i produksjon og kan ikke endres',
    });
    expect(await t.em().count(DesignFile, { design: design.id })).toBe(1);
  });
});

describe('editing and review', () => {
  it('updates name and description with Norwegian field messages', async () => {
    const design = await ownerDesign();
    const ok = await gql(
      Update,
      { id: String(design.id), input: { name: ' Ryggtrykk ', description: ' Stort trykk ' } },
      cookiesFor('owner'),
    );
    expect(ok.data?.updateDesign).toMatchObject({ name: 'Ryggtrykk', description: 'Stort trykk' });

    const bad = await gql(
      Update,
      { id: String(design.id), input: { name: '  ', description: 'x'.repeat(2001) } },
      cookiesFor('owner'),
    );
    expect(refusalOf(bad)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'name', message: 'Navn er påkrevd' },
        { field: 'description', message: 'Beskrivelsen er for lang' },
      ],
    });
    const long = await gql(Update, { id: String(design.id), input: { name: 'x'.repeat(121) } }, cookiesFor('owner'));
    expect(refusalOf(long)).toMatchObject({ fieldErrors: [{ field: 'name', message: 'Navnet er for langt' }] });
    expect((await t.em().findOneOrFail(Design, design.id)).name).toBe('Ryggtrykk');
  });

  it('submits a draft for review (draft → pending) and refuses every other status with a clear message', async () => {
    const design = await ownerDesign();
    const first = await gql(Submit, { id: String(design.id) }, cookiesFor('owner'));
    expect(first.data?.submitDesignForReview).toMatchObject({ __typename: 'Design', status: 'pending' });

    const again = await gql(Submit, { id: String(design.id) }, cookiesFor('owner'));
    expect(refusalOf(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Designet er allerede sendt til godkjenning',
    });
    for (const [status, label] of [
      ['approved', 'Godkjent'],
      ['rejected', 'Avvist'],
      ['in_production', 'I produksjon'],
    ] as const) {
      const other = await ownerDesign(status);
      const res = await gql(Submit, { id: String(other.id) }, cookiesFor('owner'));
      expect(refusalOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: `Bare utkast kan sendes til godkjenning. Dette designet har status «${label}».`,
      });
      expect((await t.em().findOneOrFail(Design, other.id)).status).toBe(status);
    }
  });

  it('lets only one of two simultaneous submits through', async () => {
    const design = await ownerDesign();
    const results = await Promise.all([1, 2, 3].map(() => gql(Submit, { id: String(design.id) }, cookiesFor('owner'))));
    const kinds = results
      .map((r) => r.data?.submitDesignForReview.__typename ?? r.errors?.[0]?.extensions?.code)
      .sort();
    expect(kinds).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'Design']);
  });

  it('answers NOT_FOUND for ids that do not exist or are not ids', async () => {
    for (const id of ['999999', 'abc', '-1', '0', '99999999999']) {
      const res = await gql(DesignQuery, { id }, cookiesFor('owner'));
      expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Fant ikke designet');
    }
    const rest = await newVersion('abc', cookiesFor('owner'));
    expect(expectJsonError(rest, 404).message).toBe('Fant ikke designet');
  });
});

describe('access: anonymous / other customer / owner / staff', () => {
  const DENIED_GQL: Record<Role, string | null> = {
    anonymous: 'UNAUTHENTICATED',
    other: 'NOT_FOUND',
    owner: null,
    staff: null,
  };
  const DENIED_GQL_CHANGE: Record<Role, string | null> = { ...DENIED_GQL, staff: 'FORBIDDEN' };
  const roles: Role[] = ['anonymous', 'other', 'owner', 'staff'];

  it.each(roles)('design(id) — %s', async (role) => {
    const design = await ownerDesign();
    const res = await gql(DesignQuery, { id: String(design.id) }, cookiesFor(role));
    const code = DENIED_GQL[role];
    if (code) {
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(res.data?.design ?? null).toBeNull();
    } else {
      expect(res.errors).toBeUndefined();
      expect(res.data?.design).toMatchObject({ id: String(design.id), name: 'Logo' });
    }
  });

  it.each(roles)('updateDesign — %s', async (role) => {
    const design = await ownerDesign();
    const res = await gql(Update, { id: String(design.id), input: { name: `Endret av ${role}` } }, cookiesFor(role));
    const code = DENIED_GQL_CHANGE[role];
    const stored = await t.em().findOneOrFail(Design, design.id);
    if (code) {
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(stored.name).toBe('Logo');
    } else {
      expect(res.data?.updateDesign).toMatchObject({ __typename: 'Design', name: `Endret av ${role}` });
      expect(stored.name).toBe(`Endret av ${role}`);
    }
  });

  it.each(roles)('submitDesignForReview — %s', async (role) => {
    const design = await ownerDesign();
    const res = await gql(Submit, { id: String(design.id) }, cookiesFor(role));
    const code = DENIED_GQL_CHANGE[role];
    const stored = await t.em().findOneOrFail(Design, design.id);
    if (code) {
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(stored.status).toBe('draft');
    } else {
      expect(stored.status).toBe('pending');
    }
  });

  it.each([
    ['anonymous', 401],
    ['other', 201],
    ['owner', 201],
    ['staff', 403],
  ] as const)('POST /api/customer/designs — %s → %i', async (role, status) => {
    const before = await t.em().count(Design, {});
    const res = await createDesign(cookiesFor(role));
    expect(res.statusCode, res.body).toBe(status);
    const after = await t.em().count(Design, {});
    if (status === 201) {
      // Every customer creates designs only for themselves.
      const email = role === 'owner' ? OWNER : OTHER;
      expect((await t.em().findOneOrFail(Design, res.json().id)).memberEmail).toBe(email);
    } else {
      expect(after).toBe(before);
      expect(res.json().message).toBe(
        role === 'anonymous'
          ? 'Unauthorized'
          : 'Bare kunden selv kan endre designet. Ansatte behandler design i administrasjonen.',
      );
    }
  });

  it.each([
    ['anonymous', 401],
    ['other', 404],
    ['owner', 201],
    ['staff', 403],
  ] as const)('POST /api/customer/designs/:id/files — %s → %i', async (role, status) => {
    const design = await ownerDesign();
    const res = await newVersion(design.id, cookiesFor(role));
    expect(res.statusCode, res.body).toBe(status);
    expect(await t.em().count(DesignFile, { design: design.id })).toBe(status === 201 ? 2 : 1);
  });

  it.each([
    ['anonymous', 401],
    ['other', 404],
    ['owner', 200],
    ['staff', 200],
  ] as const)('GET /api/customer/designs/:id/files/:fileId — %s → %i', async (role, status) => {
    const design = await ownerDesign();
    const res = await t.inject({ method: 'GET', url: design.latestFile.url, cookies: cookiesFor(role) });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.rawPayload.equals(pngBytes())).toBe(true);
    else expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it("never lets a second customer reach the first one's files through their own design", async () => {
    const mine = await ownerDesign();
    const theirs = (await createDesign(cookiesFor('other'))).json();
    // The other customer's own design id with the owner's file id.
    const crossed = await t.inject({
      method: 'GET',
      url: `/api/customer/designs/${theirs.id}/files/${mine.latestFile.id}`,
      cookies: cookiesFor('other'),
    });
    expect(expectJsonError(crossed, 404).message).toBe('Fant ikke filen');
    // And the owner's design stays out of the other customer's lists.
    const area = await gql(AreaDesigns, {}, cookiesFor('other'));
    const ids = (area.data?.customerArea?.designs ?? []).map((d) => Number(d.id));
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);
  });
});
