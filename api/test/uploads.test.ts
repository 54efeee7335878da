import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../src/infra/storage.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { designUploadLimits } from '../src/modules/designs/design-upload-limits.js';
import { startTestApp, type TestApp } from './support/app.js';
import { expectJsonError } from './support/http.js';
import { JPEG_BYTES, multipart, PDF_BYTES, pngBytes } from './support/multipart.js';

/**
 * Uploading design files: the type is decided by the content, 10 MB is the limit (enforced while the file streams
 * in), SVGs are stored without anything that can run, files are served with headers that keep browsers from
 * guessing, and a refused upload leaves nothing behind — no row, no file.
 */

const MB = 1024 * 1024;
const LIMIT = 10 * MB;
const suffix = Date.now().toString(36);
const OWNER = `opplaster-${suffix}@example.no`;

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-uploads-'));
  t = await startTestApp({ env: { STORAGE_DIR: storageDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

// These tests upload far more than a member may in a minute (DESIGN_QUOTAS.uploadsPerMinute): each starts afresh.
beforeEach(async () => {
  for (const member of [OWNER]) await designUploadLimits(t.app.config).uploadsPerMember.reset(member);
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function rowCounts() {
  const em = t.em();
  return {
    designs: await em.count(Design, { memberEmail: OWNER }),
    files: await em.count(DesignFile, { design: { memberEmail: OWNER } }),
  };
}

const owner = () => t.customerCookies(OWNER);

function upload(
  file: { name: string; content: Buffer; type?: string } | null,
  fields: Record<string, string> = { name: 'Logo', description: 'Til hettegenseren' },
) {
  const body = multipart(fields, file ? [file] : []);
  return t.inject({ method: 'POST', url: '/api/customer/designs', cookies: owner(), ...body });
}

const download = (url: string, cookies = owner()) => t.inject({ method: 'GET', url, cookies });

describe('accepted uploads', () => {
  it.each([
    ['logo.png', pngBytes(), 'image/png'],
    ['foto.jpg', JPEG_BYTES, 'image/jpeg'],
    ['trykk.pdf', PDF_BYTES, 'application/pdf'],
  ])('%s is stored as %s with the exact bytes', async (name, content, mimeType) => {
    const res = await upload({ name, content });
    expect(res.statusCode, res.body).toBe(201);
    const design = res.json();
    expect(design).toMatchObject({ name: 'Logo', description: 'Til hettegenseren', status: 'draft' });
    expect(design.latestFile).toMatchObject({ version: 1, isLatest: true, mimeType, fileName: name });
    expect(design.latestFile.fileSize).toBe(content.length);

    const file = await download(design.latestFile.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mimeType);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
    expect(file.rawPayload.equals(content)).toBe(true);

    const attachment = await download(`${design.latestFile.url}?download=1`);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('takes the type from the content, not the name or the declared type', async () => {
    const res = await upload({ name: 'logo.pdf', type: 'application/pdf', content: pngBytes() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().latestFile).toMatchObject({ mimeType: 'image/png', fileName: 'logo.png' });
    const file = await download(res.json().latestFile.url);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('keeps a Norwegian file name but never a path', async () => {
    const res = await upload({ name: '../../mapper/Rødt øye på åsen.png', content: pngBytes() });
    expect(res.statusCode, res.body).toBe(201);
    const { latestFile } = res.json();
    expect(latestFile.fileName).toBe('Rødt øye på åsen.png');
    const file = await download(latestFile.url);
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Rodt oye pa asen.png"; filename*=UTF-8''R%C3%B8dt%20%C3%B8ye%20p%C3%A5%20%C3%A5sen.png`,
    );
    // The key on disk is the server's own, not the user's name.
    const row = await t.em().findOneOrFail(DesignFile, latestFile.id);
    expect(row.storageKey).toMatch(/^designs\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect((await storedFiles()).some((f) => f.includes('Rødt') || f.includes('mapper'))).toBe(false);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload({ name: 'stor.png', content: pngBytes(2, 2, [0, 0, 0], LIMIT) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    expect(res.json().latestFile.fileSize).toBe(LIMIT);
  });
});

describe('refused uploads leave nothing behind', () => {
  let before: { files: string[]; rows: { designs: number; files: number } };

  beforeEach(async () => {
    before = { files: await storedFiles(), rows: await rowCounts() };
  });

  async function expectNothingStored() {
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCounts()).toEqual(before.rows);
  }

  it('refuses 10 MB + 1 byte with 413 and the Norwegian message', async () => {
    const res = await upload({ name: 'for-stor.png', content: pngBytes(2, 2, [0, 0, 0], LIMIT + 1) });
    const body = expectJsonError(res, 413);
    expect(body).toEqual({
      message: 'Filen er for stor (maks 10 MB)',
      fieldErrors: { file: 'Filen er for stor (maks 10 MB)' },
    });
    await expectNothingStored();
  });

  it('refuses a 25 MB file, whatever its type', async () => {
    const res = await upload({ name: 'enorm.bin', content: Buffer.alloc(25 * MB, 7) });
    expect(expectJsonError(res, 413).message).toBe('Filen er for stor (maks 10 MB)');
    await expectNothingStored();
  });

  it.each([
    ['a text file named .png', 'logo.png', Buffer.from('Dette er bare tekst, ikke et bilde.\n')],
    ['an HTML page', 'side.svg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['XML that is not SVG', 'data.svg', Buffer.from('<?xml version="1.0"?><note><to>Ola</to></note>')],
    ['broken SVG', 'brukket.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')],
    ['SVG with entities', 'bomb.svg', Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a ZIP', 'pakke.zip', Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1')],
    ['an executable named .jpg', 'bilde.jpg', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['UTF-16 text', 'tekst.svg', Buffer.from('\ufeff<svg/>', 'utf16le')],
  ])('refuses %s with 415', async (_label, name, content) => {
    const res = await upload({ name, type: 'image/png', content });
    expect(expectJsonError(res, 415)).toEqual({
      message: 'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
      fieldErrors: { file: 'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.' },
    });
    await expectNothingStored();
  });

  it('refuses an empty file', async () => {
    const res = await upload({ name: 'tom.png', content: Buffer.alloc(0) });
    expect(expectJsonError(res, 400).message).toBe('Filen er tom');
    await expectNothingStored();
  });

  it('refuses a form without a file', async () => {
    const res = await upload(null);
    expect(expectJsonError(res, 400).message).toBe('Velg en fil å laste opp');
    await expectNothingStored();
  });

  it('refuses a valid file when the name is missing, and removes the stored file again', async () => {
    const res = await upload({ name: 'logo.png', content: pngBytes() }, { name: '   ' });
    expect(expectJsonError(res, 400).fieldErrors).toEqual({ name: 'Navn er påkrevd' });
    await expectNothingStored();
  });

  it('refuses two files in one request', async () => {
    const body = multipart({ name: 'To filer' }, [
      { name: 'a.png', content: pngBytes() },
      { name: 'b.png', content: pngBytes() },
    ]);
    const res = await t.inject({ method: 'POST', url: '/api/customer/designs', cookies: owner(), ...body });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe('Last opp én fil om gangen');
    await expectNothingStored();
  });

  it('answers JSON, malformed multipart and a cut-off body with 4xx', async () => {
    const json = await t.inject({
      method: 'POST',
      url: '/api/customer/designs',
      cookies: owner(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Logo' }),
    });
    expect(expectJsonError(json, 415).message).toBe('Innholdstypen støttes ikke');

    const noBoundary = await t.inject({
      method: 'POST',
      url: '/api/customer/designs',
      cookies: owner(),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hei',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);

    const whole = multipart({ name: 'Logo' }, [{ name: 'logo.png', content: pngBytes(40, 40) }]);
    const cut = await t.inject({
      method: 'POST',
      url: '/api/customer/designs',
      cookies: owner(),
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    await expectNothingStored();
  });

  it('refuses a too large new version and keeps the old one latest', async () => {
    const created = (await upload({ name: 'v1.png', content: pngBytes() })).json();
    before = { files: await storedFiles(), rows: await rowCounts() };
    const body = multipart({}, [{ name: 'v2.png', content: pngBytes(2, 2, [0, 0, 0], LIMIT + 1) }]);
    const res = await t.inject({
      method: 'POST',
      url: `/api/customer/designs/${created.id}/files`,
      cookies: owner(),
      ...body,
    });
    expect(expectJsonError(res, 413).message).toBe('Filen er for stor (maks 10 MB)');
    await expectNothingStored();
    const files = await t.em().find(DesignFile, { design: created.id });
    expect(files.map((f) => [f.version, f.isLatest])).toEqual([[1, true]]);
  });
});

describe('SVG', () => {
  const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert('onload')">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
    <style>.logo { fill: url(#g); } @import url(https://evil.example/x.css);</style>
  </defs>
  <script>alert('script')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <rect class="logo" width="100" height="100" fill="url(#g)" onclick="alert('click')"/>
  <circle cx="50" cy="50" r="20" style="fill: url(https://evil.example/track.png)"/>
  <a xlink:href="javascript:alert('href')"><text x="10" y="90">Russ 2026 &amp; co</text></a>
  <a href="https://evil.example/"><text x="10" y="60">lenke</text></a>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <use href="#g"/>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>
  <animate attributeName="href" to="javascript:alert('animate')"/>
  <set attributeName="onmouseover" to="alert('set')"/>
  <iframe src="https://evil.example/"/>
</svg>`;

  it('stores a sanitized SVG and serves it so nothing can run', async () => {
    const res = await upload({ name: 'logo.svg', type: 'image/svg+xml', content: Buffer.from(hostile) });
    expect(res.statusCode, res.body).toBe(201);
    const { latestFile } = res.json();
    expect(latestFile.mimeType).toBe('image/svg+xml');

    const file = await download(latestFile.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const svg = file.body;
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'javascript:',
      'evil.example',
      'foreignObject',
      '<iframe',
      '<animate',
      '<set',
      '@import',
      'alert',
    ]) {
      expect(svg, bad).not.toContain(bad);
    }
    // The artwork itself survives.
    expect(svg).toContain('<linearGradient id="g">');
    expect(svg).toContain('.logo { fill: url(#g); }');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('viewBox="0 0 100 100"');
    expect(svg).toContain('Russ 2026 &amp; co');
    expect(svg).toContain('href="#g"');
    expect(svg).toContain('data:image/png;base64,iVBORw0KGgo=');
    expect(latestFile.fileSize).toBe(Buffer.byteLength(svg));
    // Well-formed XML after cleaning.
    const { JSDOM } = await import('jsdom');
    expect(new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement.localName).toBe('svg');
  });

  it('accepts an SVG without xmlns, a BOM and leading whitespace', async () => {
    const content = Buffer.from('\ufeff\n  <svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="navy"/></svg>');
    const res = await upload({ name: 'enkel.svg', content });
    expect(res.statusCode, res.body).toBe(201);
    const svg = (await download(res.json().latestFile.url)).body;
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">');
    expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="navy"/>');
  });
});

describe('SVG limits', () => {
  it('refuses an SVG with more than 10 000 elements with its own message', async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(10_001)}</svg>`;
    const res = await upload({ name: 'mange.svg', content: Buffer.from(many) });
    expect(expectJsonError(res, 400).message).toBe(
      'SVG-filen er for kompleks (over 10 000 elementer). Last den opp som PDF eller PNG i stedet.',
    );
  });

  it('answers 4xx, not 500, for an SVG nested too deep', async () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(9_000)}${'</g>'.repeat(9_000)}</svg>`;
    const res = await upload({ name: 'dyp.svg', content: Buffer.from(deep) });
    expect(res.statusCode === 201 || res.statusCode === 415, `${res.statusCode}`).toBe(true);
  });
});

describe('storage', () => {
  it('never leaves its root, whatever the key', async () => {
    const storage = new LocalDiskStorage(storageDir);
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a\\b', '', 'a/./b', 'a/b/']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
    await storage.put('proeve/fil-1.bin', Buffer.from('hei'));
    expect(await storage.exists('proeve/fil-1.bin')).toBe(true);
    await storage.delete('proeve/fil-1.bin');
    expect(await storage.exists('proeve/fil-1.bin')).toBe(false);
    await expect(storage.get('proeve/fil-1.bin')).rejects.toThrow('proeve/fil-1.bin');
  });

  it('answers 404 for a design file whose bytes are gone', async () => {
    const res = await upload({ name: 'borte.png', content: pngBytes() });
    const { latestFile } = res.json();
    const row = await t.em().findOneOrFail(DesignFile, latestFile.id);
    await new LocalDiskStorage(storageDir).delete(row.storageKey);
    expect(expectJsonError(await download(latestFile.url), 404).message).toBe('Fant ikke filen');
  });
});
