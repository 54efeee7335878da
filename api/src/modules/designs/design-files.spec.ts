import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFileName, sanitizeSvg, sniffDesignFile } from './design-files.js';

describe('sniffDesignFile', () => {
  it('knows the accepted types by their first bytes', () => {
    expect(sniffDesignFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffDesignFile(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffDesignFile(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDesignFile(Buffer.from('\ufeff  \n<svg'))).toBe('maybe-svg');
  });

  it('refuses everything else, including near misses', () => {
    for (const head of ['', 'hello', 'GIF89a', 'PK\x03\x04', '%PDF', '\x89PNG', 'MZ']) {
      expect(sniffDesignFile(Buffer.from(head, 'latin1')), head).toBeNull();
    }
    expect(sniffDesignFile(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('sanitizeSvg', () => {
  // The first task starts a worker thread, which on a busy machine takes longer than the default 10 s.
  it('keeps the drawing and drops what can run or load', async () => {
    const out = await sanitizeSvg(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><rect width="1" height="1" fill="red"/></svg>',
      ),
    );
    expect(out.ok && out.svg.toString()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="red"/></svg>\n',
    );
  }, 60_000);

  it('refuses what is not a well-formed SVG', async () => {
    const notSvg = { ok: false, reason: 'not-svg' };
    for (const text of ['<svg><g></svg>', '<html/>', '<note/>', 'svg', '<!DOCTYPE x [<!ENTITY a "b">]><svg/>']) {
      expect(await sanitizeSvg(Buffer.from(text)), text).toEqual(notSvg);
    }
    expect(await sanitizeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x2f, 0x3e]))).toEqual(notSvg); // not UTF-8
    expect(await sanitizeSvg(Buffer.from('<svg xmlns="http://www.w3.org/1999/xhtml"/>'))).toEqual(notSvg);
  }, 60_000);

  it('refuses an SVG with more than 10 000 elements before parsing it', async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(10_000)}</svg>`;
    expect(await sanitizeSvg(Buffer.from(many))).toEqual({ ok: false, reason: 'too-complex' });
    const enough = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(9_999)}</svg>`;
    expect((await sanitizeSvg(Buffer.from(enough))).ok).toBe(true);
  }, 60_000);

  it('drops elements from other namespaces with what they hold', async () => {
    const out = await sanitizeSvg(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">x()</h:script><g><title>Logo</title></g></svg>',
      ),
    );
    expect(out.ok && out.svg.toString()).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg"><g><title>Logo</title></g></svg>',
    );
  });
});

describe('file names', () => {
  it('keeps the base name and fits the extension to the content', () => {
    expect(displayFileName('C:\\Users\\ola\\logo.PNG', 'image/png')).toBe('logo.png');
    expect(displayFileName('logo.pdf', 'image/png')).toBe('logo.png');
    expect(displayFileName('foto.jpeg', 'image/jpeg')).toBe('foto.jpeg');
    expect(displayFileName('tegning', 'image/svg+xml')).toBe('tegning.svg');
    expect(displayFileName('', 'application/pdf')).toBe('design.pdf');
    expect(displayFileName('a"b<c>\n.png', 'image/png')).toBe('abc.png');
    expect(displayFileName(`${'x'.repeat(300)}.png`, 'image/png')).toHaveLength(200);
  });

  it('writes a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Blåruss "æ".pdf')).toBe(
      `attachment; filename="Blaruss _ae_.pdf"; filename*=UTF-8''Bl%C3%A5russ%20%22%C3%A6%22.pdf`,
    );
  });
});
