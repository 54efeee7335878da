import type { EntityManager } from '@mikro-orm/core';
import type { FileStorage } from '../infra/storage.js';
import { DesignFile } from '../modules/designs/design-file.entity.js';

/**
 * The bytes behind the demo designs' files, made in code: an SVG badge with the design's name, the same badge
 * rendered to PNG or JPEG, or a one-page PDF. The same inputs always give the same bytes, so the size the seeder
 * records and the file in storage agree however often either is made.
 */

/** Storage keys of seeded design files start with this (uploads get `designs/<yyyy>/<mm>/<uuid>`). */
export const DEMO_DESIGN_FILE_PREFIX = 'designs/demo/';

export type DemoFileType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'application/pdf';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A small hue from the name, so each demo design looks different. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

function badgeSvg(title: string): string {
  const hue = hueOf(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 30%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 70%, 18%)"/>
    </linearGradient>
  </defs>
  <rect width="480" height="480" rx="32" fill="url(#bg)"/>
  <circle cx="240" cy="200" r="120" fill="none" stroke="#ffffff" stroke-width="14"/>
  <path d="M170 230 L240 130 L310 230 Z" fill="#ffffff"/>
  <text x="240" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
</svg>
`;
}

async function pdfBytes(title: string, fileName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const fixed = new Date(Date.UTC(2025, 0, 1));
  const doc = new PDFDocument({ size: 'A4', info: { Title: title, CreationDate: fixed, ModDate: fixed } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(28).text(title, 72, 120);
  doc.fontSize(12).fillColor('#555555').text(`Trykkfil: ${fileName}`, 72, 170);
  doc.roundedRect(72, 220, 450, 300, 16).lineWidth(6).strokeColor('#1f2a44').stroke();
  doc.end();
  return done;
}

/** The content of a seeded design file. */
export async function demoDesignFileBytes(title: string, fileName: string, mimeType: DemoFileType): Promise<Buffer> {
  const svg = badgeSvg(title);
  // Loaded here, not at every start of the API and worker (which import the seeders through db.ts).
  const sharp = async () => (await import('sharp')).default;
  switch (mimeType) {
    case 'image/svg+xml':
      return Buffer.from(svg, 'utf8');
    case 'image/png':
      return (await sharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    case 'image/jpeg':
      return (await sharp())(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    case 'application/pdf':
      return pdfBytes(title, fileName);
  }
}

const isDemoFileType = (type: string): type is DemoFileType =>
  type === 'image/svg+xml' || type === 'image/png' || type === 'image/jpeg' || type === 'application/pdf';

/** Bytes stored under a key, as the store reports them (the body is let go unread). */
async function storedSize(storage: FileStorage, key: string): Promise<number> {
  const { body, size } = await storage.open(key);
  body.destroy();
  return size;
}

/**
 * Makes sure every seeded design file has its bytes in `storage` and its row the right size: writes the files
 * that are missing (a fresh storage folder, a database seeded before files were made), leaves present ones alone
 * and corrects sizes recorded before the files existed. Runs at every API start (a few small files, made in
 * memory only when missing). Returns how many files were written.
 */
export async function ensureDemoDesignFiles(em: EntityManager, storage: FileStorage): Promise<number> {
  const rows = await em.find(
    DesignFile,
    { storageKey: { $like: `${DEMO_DESIGN_FILE_PREFIX}%` } },
    { populate: ['design'], orderBy: { id: 'asc' } },
  );
  let written = 0;
  for (const row of rows) {
    if (!isDemoFileType(row.mimeType)) continue;
    let size: number;
    if (await storage.exists(row.storageKey)) {
      size = await storedSize(storage, row.storageKey);
    } else {
      const bytes = await demoDesignFileBytes(row.design.getEntity().name, row.fileName, row.mimeType);
      size = (await storage.put(row.storageKey, bytes, { contentType: row.mimeType })).size;
      written += 1;
    }
    if (row.fileSize !== size) row.fileSize = size;
  }
  await em.flush();
  return written;
}
