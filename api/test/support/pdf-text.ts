import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit with its standard fonts shows, one line per text run: inflates the content
 * streams and joins the hex strings of each TJ array (pdfkit splits words at kerning pairs). Enough to assert what
 * an invoice says without a PDF library; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1], 'latin1')).toString('latin1');
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
