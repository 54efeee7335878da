import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';
import { ThreadPool } from '../src/infra/thread-pool.js';
import { sanitizeSvg, svgSanitizerThreads } from '../src/modules/designs/design-files.js';
import { MAX_SVG_DEPTH } from '../src/modules/designs/svg-sanitizer.worker.js';
import { startTestApp, type TestApp } from './support/app.js';
import { multipart } from './support/multipart.js';

/**
 * SVG uploads are sanitized (jsdom + DOMPurify) on a worker thread: the API keeps answering other requests while
 * a large file is parsed, the result is as clean as before, and the threads end with the app.
 */

const OWNER = `svg-eier-${Date.now().toString(36)}@example.no`;
let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-svg-'));
  t = await startTestApp({ env: { STORAGE_DIR: storageDir }, seed: false });
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const upload = (name: string, content: Buffer) =>
  t.inject({
    method: 'POST',
    url: '/api/customer/designs',
    cookies: t.customerCookies(OWNER),
    ...multipart({ name: 'Stor logo', description: '' }, [{ name, type: 'image/svg+xml', content }]),
  });

/** Just under the element cap, with long path data: a heavy but valid drawing. */
function bigSvg(): Buffer {
  const count = DESIGN_LIMITS.svgElements - 10;
  const d = Array.from({ length: 40 }, (_, i) => `L${i * 3} ${(i * 7) % 100}`).join(' ');
  const paths = Array.from(
    { length: count },
    (_, i) =>
      `<path id="p${i}" d="M0 0 ${d} Z" fill="#${(i % 4096).toString(16).padStart(3, '0')}" stroke-width="0.5"/>`,
  );
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${paths.join('')}</svg>`);
}

describe('SVG sanitizing off the main thread', () => {
  it('answers a trivial request while a large SVG is being sanitized', async () => {
    const order: string[] = [];
    let concurrent: Promise<void> | undefined;
    const run = ThreadPool.prototype.run;
    vi.spyOn(ThreadPool.prototype, 'run').mockImplementation(function (this: ThreadPool<unknown, unknown>, task) {
      const sanitized = run.call(this, task);
      // The bytes are with the worker thread now; ask the same app something else.
      concurrent = t.inject({ method: 'GET', url: '/api/health' }).then((res) => {
        order.push(`health ${res.statusCode}`);
      });
      return sanitized.then((result) => {
        order.push('sanitized');
        return result;
      });
    });

    const res = await upload('stor.svg', bigSvg());
    order.push('upload answered');
    await concurrent;

    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().latestFile.mimeType).toBe('image/svg+xml');
    expect(order).toEqual(['health 200', 'sanitized', 'upload answered']);
  });

  it('still removes script, event handlers, javascript: links and foreignObject', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
  <script>alert('script')</script>
  <a xlink:href="javascript:alert('href')"><text x="1" y="9">Russ 2026</text></a>
  <a href="javascript:alert('href2')"><circle r="4"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <rect width="10" height="10" fill="red" onclick="alert(2)"/>
</svg>`;
    const checked = await sanitizeSvg(Buffer.from(hostile));
    expect(checked.ok).toBe(true);
    const svg = checked.ok ? checked.svg.toString('utf8') : '';
    expect(Buffer.isBuffer(checked.ok && checked.svg)).toBe(true);
    for (const bad of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'alert', 'xhtml']) {
      expect(svg, bad).not.toContain(bad);
    }
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(svg).toContain('<rect width="10" height="10" fill="red"/>');
    expect(svg).toContain('Russ 2026');

    // Over the cap: refused before parsing, as before.
    const tooMany = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(DESIGN_LIMITS.svgElements)}</svg>`;
    expect(await sanitizeSvg(Buffer.from(tooMany))).toEqual({ ok: false, reason: 'too-complex' });
  });

  it('refuses nesting deeper than MAX_SVG_DEPTH before parsing it; siblings and ">" in attributes do not count', async () => {
    const nested = (depth: number) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`);
    expect(await sanitizeSvg(nested(9_000))).toEqual({ ok: false, reason: 'not-svg' });
    expect(await sanitizeSvg(nested(MAX_SVG_DEPTH))).toEqual({ ok: false, reason: 'not-svg' }); // plus the <svg>
    expect((await sanitizeSvg(nested(MAX_SVG_DEPTH - 1))).ok).toBe(true);

    const siblings = Array.from(
      { length: 2 * MAX_SVG_DEPTH },
      () => `<path d="M0 0h1" data-note='a > b'/><!-- <g> -->`,
    );
    const flat = await sanitizeSvg(
      Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><g>${siblings.join('')}</g></svg>`),
    );
    expect(flat.ok).toBe(true);
  });

  it('terminates the sanitizer threads when the last app closes', async () => {
    expect((await sanitizeSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).ok).toBe(true);
    expect(svgSanitizerThreads()).toBeGreaterThan(0);
    await t.close();
    expect(svgSanitizerThreads()).toBe(0);
    t = await startTestApp({ env: { STORAGE_DIR: storageDir }, seed: false });
  });
});
