import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit with its standard fonts shows, one line per text run: inflates the content
 * streams and joins the hex strings of each TJ array (pdfkit splits words at kerning pairs). Enough to assert what
 * an invoice says without a PDF library; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // A stream's bytes are exactly its dictionary's /Length: deflated data may itself end in '\r' or '\n', so the
  // line break before 'endstream' cannot tell where it ends.
  for (const stream of raw.matchAll(/<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(stream[1])?.[1];
    if (length === undefined) continue;
    const start = stream.index + stream[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(length))).toString('latin1');
    } catch {
      continue; // not a deflated content stream
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      // WinAnsi and Latin-1 agree on every character an invoice uses (æøå, NBSP, %).
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
