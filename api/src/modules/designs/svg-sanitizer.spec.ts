import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, sanitizeSvgNow, urlTargets } from './svg-sanitizer.worker.js';

/**
 * Security review, finding 1: the sanitizer's scans of an uploaded SVG are linear. The regexes they replace took
 * seconds on 64 KB and about an hour on 1 MB of the inputs below, so each of these would time out on the old code.
 */

const MB = 1024 * 1024;
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';

describe('security review: the SVG sanitizer scans in linear time', () => {
  it('scans an unclosed tag followed by 1 MB of "x" in well under a second, and refuses the file', () => {
    const hostile = `${SVG_OPEN}<a${'x'.repeat(MB)}`;
    const started = performance.now();
    expect(nestsDeeperThan(hostile, 500)).toBe(false);
    expect(sanitizeSvgNow(Buffer.from(hostile))).toEqual({ ok: false, reason: 'not-svg' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads url(...) in one pass: 1 MB of unclosed "url(" or spaces is answered at once', () => {
    const started = performance.now();
    expect(urlTargets('url('.repeat(MB / 4))).toBeNull();
    expect(urlTargets(`url(${' '.repeat(MB)}`)).toBeNull();
    expect(urlTargets(`${'url(#a) '.repeat(MB / 8)}`)).toHaveLength(MB / 8);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still finds every url target, quoted or not, and counts nesting like before', () => {
    expect(urlTargets(`fill: url( "#g" ); mask:URL('#m') ; x: url(data:image/png;base64,AAAA)`)).toEqual([
      '#g',
      '#m',
      'data:image/png;base64,AAAA',
    ]);
    expect(urlTargets('url(#a')).toBeNull();
    const nested = (depth: number) => `${SVG_OPEN}${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    expect(nestsDeeperThan(nested(499), 500)).toBe(false);
    expect(nestsDeeperThan(nested(500), 500)).toBe(true);
    // Self-closing tags, comments, CDATA and '>' inside quoted values do not nest.
    const flat = `${SVG_OPEN}<!-- <g> --><![CDATA[<g>]]>${'<path d="a>b"/>'.repeat(1000)}<?pi <g>?></svg>`;
    expect(nestsDeeperThan(flat, 2)).toBe(false);
  });

  it('keeps a style that only points inside the document and drops one that loads from outside', () => {
    const svg = `${SVG_OPEN}<rect style="fill: url('#g')"/><rect style="fill: url(https://evil.example/x)"/></svg>`;
    const result = sanitizeSvgNow(Buffer.from(svg));
    expect(result.ok).toBe(true);
    const text = result.ok ? result.svg.toString('utf8') : '';
    expect(text).toContain("url('#g')");
    expect(text).not.toContain('evil.example');
  });
});
