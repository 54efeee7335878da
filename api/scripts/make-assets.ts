/**
 * Renders the shop's static images into api/assets/ (served at /api/assets/*): one picture per catalogue
 * product (a garment silhouette in the product's colour with its name and price), partner logos, blog images,
 * hero slides, the logo and sizechart.jpeg (the product-page size charts as a real table).
 * The output is committed; run again after changing the catalogue:
 *
 *   node --conditions=russ-source --import @swc-node/register/esm-register api/scripts/make-assets.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATALOG_BLOG_POSTS } from '@russ/schema/catalog/blog-posts';
import { LOGO_IMAGE, SIZE_CHART_IMAGE } from '@russ/schema/catalog/assets';
import { PARTNERS } from '@russ/schema/catalog/partners';
import { CATALOG_PRODUCTS, type CatalogProduct, type ProductArtwork } from '@russ/schema/catalog/products';
import { colourOption } from '@russ/schema/catalog/colours';
import {
  SIZE_CHARTS,
  SIZE_GUIDE_NOTES,
  sizeChartTable,
  type AnySizeChart,
  type SizeTable,
} from '@russ/schema/catalog/size-charts';

const OUT_DIR = fileURLToPath(new URL('../assets/', import.meta.url));
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const BRAND = { navy: '#1F2A44', red: '#C62828', cream: '#FAF7F2', ink: '#1B1B1F', muted: '#5F6472' };
const MAX_BYTES = 200 * 1024;

const OTHER_COLOURS: Record<string, string> = {
  rod: '#C62828',
  bla: '#1E5AA8',
  svart: '#26262B',
  hvit: '#F4F4F2',
  gull: '#D4AF37',
  solv: '#B8BEC6',
};

function colourHex(value: string | null): string {
  if (!value) return BRAND.navy;
  return colourOption(value)?.swatch ?? OTHER_COLOURS[value] ?? BRAND.navy;
}

/** Relative luminance, to pick a print/outline colour that reads on the garment. */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.6;
}

function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits text into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Garment drawings in a 400x400 box. `fill` is the garment colour, `print` the chest print colour. */
function garment(kind: ProductArtwork, fill: string, print: string): string {
  const dark = shade(fill, -0.18);
  const darker = shade(fill, -0.32);
  const stroke = `stroke="${darker}" stroke-width="3" stroke-linejoin="round"`;
  const chestPrint = (y: number) =>
    `<text x="200" y="${y}" font-family="${FONT}" font-size="30" font-weight="bold" fill="${print}" text-anchor="middle" letter-spacing="3">RUSS</text>`;
  switch (kind) {
    case 'hoodie':
    case 'ziphoodie': {
      const zip = kind === 'ziphoodie';
      return `
        <path d="M140 108 Q200 38 260 108 L312 126 Q332 136 340 162 L370 252 L328 266 L300 192 L300 352 Q200 364 100 352 L100 192 L72 266 L30 252 L60 162 Q68 136 88 126 Z" fill="${fill}" ${stroke}/>
        <path d="M158 112 Q200 156 242 112 Q232 72 200 70 Q168 72 158 112 Z" fill="${darker}"/>
        <rect x="100" y="334" width="200" height="18" fill="${dark}"/>
        ${
          zip
            ? `<line x1="200" y1="128" x2="200" y2="352" stroke="#C9CCD2" stroke-width="4"/>
               <path d="M128 262 L178 262 L186 316 L120 316 Z" fill="${dark}"/><path d="M222 262 L272 262 L280 316 L214 316 Z" fill="${dark}"/>
               <text x="250" y="190" font-family="${FONT}" font-size="20" font-weight="bold" fill="${print}" text-anchor="middle">RUSS</text>`
            : `<path d="M142 262 L258 262 L274 318 L126 318 Z" fill="${dark}"/>
               <line x1="186" y1="128" x2="182" y2="190" stroke="#EDEDED" stroke-width="4" stroke-linecap="round"/>
               <line x1="214" y1="128" x2="218" y2="190" stroke="#EDEDED" stroke-width="4" stroke-linecap="round"/>
               ${chestPrint(232)}`
        }`;
    }
    case 'crewneck':
    case 'longsleeve':
    case 'tshirt': {
      const sleeves =
        kind === 'tshirt'
          ? 'M146 92 Q200 124 254 92 L320 116 L356 184 L310 206 L292 176 L292 352 L108 352 L108 176 L90 206 L44 184 L80 116 Z'
          : kind === 'longsleeve'
            ? 'M150 92 Q200 122 250 92 L306 112 Q326 122 332 150 L360 262 L326 272 L294 178 L294 352 L106 352 L106 178 L74 272 L40 262 L68 150 Q74 122 94 112 Z'
            : 'M148 92 Q200 126 252 92 L310 114 Q330 124 338 152 L368 256 L328 268 L298 184 L298 352 L102 352 L102 184 L72 268 L32 256 L62 152 Q70 124 90 114 Z';
      return `
        <path d="${sleeves}" fill="${fill}" ${stroke}/>
        <path d="M150 94 Q200 128 250 94 Q200 112 150 94 Z" fill="${darker}"/>
        ${kind === 'crewneck' ? `<rect x="102" y="334" width="196" height="18" fill="${dark}"/>` : ''}
        ${chestPrint(200)}`;
    }
    case 'sweatpants':
    case 'shorts': {
      const long = kind === 'sweatpants';
      const legBottom = long ? 356 : 236;
      return `
        <path d="M128 62 L272 62 L${long ? 292 : 300} ${legBottom} L${long ? 214 : 212} ${legBottom} L200 ${long ? 150 : 140} L${long ? 186 : 188} ${legBottom} L${long ? 108 : 100} ${legBottom} Z" fill="${fill}" ${stroke}/>
        <rect x="128" y="62" width="144" height="22" fill="${dark}"/>
        <line x1="192" y1="84" x2="188" y2="118" stroke="#EDEDED" stroke-width="4" stroke-linecap="round"/>
        <line x1="208" y1="84" x2="212" y2="118" stroke="#EDEDED" stroke-width="4" stroke-linecap="round"/>
        ${long ? `<rect x="108" y="336" width="78" height="20" fill="${dark}"/><rect x="214" y="336" width="78" height="20" fill="${dark}"/>` : ''}
        <text x="${long ? 146 : 144}" y="${long ? 210 : 180}" font-family="${FONT}" font-size="18" font-weight="bold" fill="${print}" text-anchor="middle" transform="rotate(${long ? -86 : 0} ${long ? 146 : 144} ${long ? 210 : 180})">RUSS</text>`;
    }
    case 'overall':
    case 'trousers': {
      const bib = kind === 'overall';
      return `
        ${
          bib
            ? `<line x1="150" y1="40" x2="156" y2="120" stroke="${dark}" stroke-width="12"/><line x1="250" y1="40" x2="244" y2="120" stroke="${dark}" stroke-width="12"/>
               <path d="M146 100 L254 100 L258 168 L142 168 Z" fill="${fill}" ${stroke}/>
               <rect x="176" y="114" width="48" height="34" rx="4" fill="${dark}"/>`
            : ''
        }
        <path d="M130 160 L270 160 L292 360 L214 360 L200 226 L186 360 L108 360 Z" fill="${fill}" ${stroke}/>
        <rect x="130" y="160" width="140" height="18" fill="${dark}"/>
        <rect x="236" y="236" width="36" height="48" rx="3" fill="${dark}"/>
        ${bib ? '' : `<rect x="120" y="236" width="36" height="48" rx="3" fill="${dark}"/><path d="M270 200 Q290 210 282 236" stroke="${darker}" stroke-width="5" fill="none"/>`}
        <rect x="112" y="300" width="62" height="26" rx="3" fill="${dark}" opacity="0.7"/><rect x="226" y="300" width="62" height="26" rx="3" fill="${dark}" opacity="0.7"/>`;
    }
    case 'bandana':
      return `
        <path d="M200 50 L350 200 L200 350 L50 200 Z" fill="${fill}" ${stroke}/>
        <path d="M200 78 L322 200 L200 322 L78 200 Z" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="8 6"/>
        ${[
          [200, 140],
          [150, 200],
          [250, 200],
          [200, 260],
          [200, 200],
        ]
          .map(
            ([x, y]) =>
              `<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="#FFFFFF" stroke-width="3"/><circle cx="${x}" cy="${y}" r="4" fill="#FFFFFF"/>`,
          )
          .join('')}`;
    case 'beanie':
      return `
        <circle cx="200" cy="78" r="26" fill="${dark}"/>
        <path d="M96 260 Q96 96 200 96 Q304 96 304 260 Z" fill="${fill}" ${stroke}/>
        ${[130, 165, 200, 235, 270].map((x) => `<line x1="${x}" y1="120" x2="${x}" y2="250" stroke="${dark}" stroke-width="3"/>`).join('')}
        <rect x="84" y="246" width="232" height="70" rx="12" fill="${dark}" ${stroke}/>
        <circle cx="200" cy="281" r="22" fill="${print}"/><text x="200" y="289" font-family="${FONT}" font-size="20" font-weight="bold" fill="${dark}" text-anchor="middle">R</text>`;
    case 'cap':
      return `
        <path d="M100 240 Q100 110 210 110 Q320 110 320 240 Z" fill="${fill}" ${stroke}/>
        <path d="M100 240 L360 240 Q380 262 340 272 L100 262 Z" fill="${dark}" ${stroke}/>
        <circle cx="210" cy="112" r="8" fill="${dark}"/>
        <text x="200" y="200" font-family="${FONT}" font-size="30" font-weight="bold" fill="${print}" text-anchor="middle">RUSS</text>`;
    case 'boots':
      return `
        <path d="M120 80 L220 80 L226 250 Q290 258 326 290 Q346 310 330 340 L120 340 Q104 340 106 320 Z" fill="${fill}" ${stroke}/>
        <rect x="112" y="72" width="116" height="30" rx="10" fill="#F2EAD8"/>
        <rect x="106" y="326" width="230" height="16" rx="6" fill="${darker}"/>
        ${Array.from({ length: 36 }, (_, i) => {
          const x = 125 + ((i * 47) % 190);
          const y = 110 + ((i * 71) % 210);
          return x < 225 || y > 260
            ? `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#FFFFFF" opacity="0.85"/>`
            : '';
        }).join('')}`;
    case 'sunglasses':
      return `
        <path d="M60 170 L340 170" stroke="${fill}" stroke-width="12" stroke-linecap="round"/>
        <path d="M70 170 Q70 250 130 250 Q186 250 186 176 Z" fill="#1B1B1F" stroke="${fill}" stroke-width="10"/>
        <path d="M214 176 Q214 250 270 250 Q330 250 330 170 Z" fill="#1B1B1F" stroke="${fill}" stroke-width="10"/>
        <path d="M96 190 Q110 180 126 192" stroke="#FFFFFF" stroke-width="5" fill="none" opacity="0.6"/>
        <path d="M240 190 Q254 180 270 192" stroke="#FFFFFF" stroke-width="5" fill="none" opacity="0.6"/>`;
    case 'bag':
      return `
        <path d="M120 110 Q200 90 280 110 L300 340 Q200 356 100 340 Z" fill="${fill}" ${stroke}/>
        <path d="M130 110 L100 340" stroke="${print}" stroke-width="5"/><path d="M270 110 L300 340" stroke="${print}" stroke-width="5"/>
        <path d="M120 110 Q200 130 280 110" stroke="${darker}" stroke-width="6" fill="none"/>
        ${chestPrint(240)}`;
    case 'stickers':
      return `
        <rect x="70" y="80" width="150" height="110" rx="18" fill="#F6C9B0" stroke="#FFFFFF" stroke-width="8" transform="rotate(-8 145 135)"/>
        <circle cx="285" cy="140" r="62" fill="#A9D4EA" stroke="#FFFFFF" stroke-width="8"/>
        <path d="M150 230 L168 274 L216 276 L178 306 L192 352 L150 326 L108 352 L122 306 L84 276 L132 274 Z" fill="#E4EE8C" stroke="#FFFFFF" stroke-width="8"/>
        <rect x="230" y="240" width="120" height="100" rx="50" fill="${BRAND.red}" stroke="#FFFFFF" stroke-width="8" transform="rotate(10 290 290)"/>
        <text x="145" y="146" font-family="${FONT}" font-size="30" font-weight="bold" fill="${BRAND.navy}" text-anchor="middle" transform="rotate(-8 145 135)">RUSS</text>
        <text x="285" y="150" font-family="${FONT}" font-size="28" font-weight="bold" fill="${BRAND.navy}" text-anchor="middle">25</text>
        <text x="290" y="300" font-family="${FONT}" font-size="22" font-weight="bold" fill="#FFFFFF" text-anchor="middle" transform="rotate(10 290 290)">2025</text>`;
    case 'patch':
      return `
        <circle cx="200" cy="200" r="140" fill="${fill}" stroke="${darker}" stroke-width="6"/>
        <circle cx="200" cy="200" r="122" fill="none" stroke="${print}" stroke-width="4" stroke-dasharray="10 7"/>
        <path d="M200 110 L222 166 L282 168 L236 204 L252 262 L200 228 L148 262 L164 204 L118 168 L178 166 Z" fill="${print}"/>
        <text x="200" y="306" font-family="${FONT}" font-size="26" font-weight="bold" fill="${print}" text-anchor="middle">RUSS</text>`;
  }
}

function productSvg(product: CatalogProduct): string {
  const multi = product.color === 'flerfarget';
  const fill = multi ? '#F1C3CF' : colourHex(product.color);
  const print = isLight(fill) ? BRAND.navy : '#FFFFFF';
  const bgTop = isLight(fill) ? '#E9EDF3' : '#F4F1EA';
  const nameLines = wrap(product.name, 22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${BRAND.cream}"/></linearGradient>
      <radialGradient id="spot" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <circle cx="400" cy="330" r="300" fill="url(#spot)"/>
    <text x="40" y="58" font-family="${FONT}" font-size="22" font-weight="bold" fill="${BRAND.red}" letter-spacing="4">RUSSEKOMPANIET</text>
    <ellipse cx="400" cy="628" rx="230" ry="18" fill="#000000" opacity="0.08"/>
    <g transform="translate(80 40) scale(1.6)">${garment(product.artwork, fill, print)}</g>
    <rect x="0" y="660" width="800" height="140" fill="#FFFFFF" opacity="0.92"/>
    ${nameLines
      .map(
        (line, i) =>
          `<text x="40" y="${714 + i * 40 - (nameLines.length - 1) * 20}" font-family="${FONT}" font-size="38" font-weight="bold" fill="${BRAND.ink}">${escapeXml(line)}</text>`,
      )
      .join('')}
    <text x="760" y="714" font-family="${FONT}" font-size="32" font-weight="bold" fill="${BRAND.red}" text-anchor="end">${escapeXml(product.price)}</text>
    <text x="760" y="756" font-family="${FONT}" font-size="20" fill="${BRAND.muted}" text-anchor="end">${escapeXml(categoryLabel(product.category))}</text>
  </svg>`;
}

function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

function partnerSvg(partner: (typeof PARTNERS)[number]): string {
  const [from, to] = partner.gradient.match(/#[0-9A-Fa-f]{6}/g) ?? [BRAND.navy, BRAND.red];
  const initials = partner.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="300" fill="#FFFFFF"/>
    <rect x="40" y="70" width="160" height="160" rx="36" fill="url(#g)"/>
    <text x="120" y="172" font-family="${FONT}" font-size="64" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(initials)}</text>
    ${wrap(partner.name, 16)
      .map(
        (line, i) =>
          `<text x="230" y="${140 + i * 46}" font-family="${FONT}" font-size="40" font-weight="bold" fill="${BRAND.ink}">${escapeXml(line)}</text>`,
      )
      .join('')}
    <rect x="230" y="${wrap(partner.name, 16).length > 1 ? 210 : 168}" width="80" height="6" rx="3" fill="${partner.accentColor}"/>
  </svg>`;
}

function bannerSvg(width: number, height: number, title: string, label: string, seed: number): string {
  const palettes = [
    [BRAND.navy, '#3B5BDB'],
    ['#8E2430', BRAND.red],
    ['#114B5F', '#1A936F'],
    ['#5B2A86', '#C2185B'],
    ['#1F2A44', '#5E6166'],
  ];
  const [from, to] = palettes[seed % palettes.length]!;
  const titleSize = Math.round(height / 10);
  // Keep the title clear of the garment drawn on the right.
  const textWidth = width - height * 0.72 - width * 0.06;
  const lines = wrap(title, Math.floor(textWidth / (titleSize * 0.6)));
  const confetti = Array.from({ length: 28 }, (_, i) => {
    const x = (i * 197 + seed * 61) % width;
    const y = (i * 113 + seed * 37) % height;
    const colours = ['#F6C9B0', '#E4EE8C', '#A9D4EA', '#F1C3CF', '#FFFFFF'];
    return `<rect x="${x}" y="${y}" width="${10 + (i % 4) * 4}" height="${6 + (i % 3) * 3}" rx="2" fill="${colours[i % colours.length]}" opacity="0.35" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${confetti}
    <g transform="translate(${width - height * 0.62} ${height * 0.2}) scale(${(height * 0.6) / 400})" opacity="0.9">${garment(
      (['hoodie', 'ziphoodie', 'crewneck', 'sweatpants', 'overall'] as const)[seed % 5]!,
      ['#F4F4F2', '#A9D4EA', '#F6C9B0', '#E4EE8C', '#F1C3CF'][seed % 5]!,
      BRAND.navy,
    )}</g>
    <text x="${width * 0.06}" y="${height * 0.2}" font-family="${FONT}" font-size="${Math.round(titleSize * 0.42)}" font-weight="bold" fill="#FFFFFF" letter-spacing="4" opacity="0.85">${escapeXml(label.toUpperCase())}</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="${width * 0.06}" y="${height * 0.2 + titleSize * 1.4 + i * titleSize * 1.2}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="#FFFFFF">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">
    <rect width="640" height="200" fill="#FFFFFF"/>
    <rect x="24" y="36" width="128" height="128" rx="30" fill="${BRAND.red}"/>
    <text x="88" y="126" font-family="${FONT}" font-size="76" font-weight="bold" fill="#FFFFFF" text-anchor="middle">R</text>
    <text x="176" y="112" font-family="${FONT}" font-size="50" font-weight="bold" fill="${BRAND.navy}">Russekompaniet</text>
    <text x="178" y="150" font-family="${FONT}" font-size="20" fill="${BRAND.muted}">Russeklær for hele gruppen</text>
  </svg>`;
}

/** One size table at (x, y); returns its SVG and height. */
function tableSvg(
  title: string,
  table: SizeTable,
  x: number,
  y: number,
  width: number,
): { svg: string; height: number } {
  const rowHeight = 34;
  // The size column is narrow so long measure names ('Innerbenslengde') fit.
  const sizeColumn = width * 0.19;
  const columnWidth = (width - sizeColumn) / (table.headers.length - 1);
  const centre = (i: number) =>
    i === 0 ? x + sizeColumn / 2 : x + sizeColumn + columnWidth * (i - 1) + columnWidth / 2;
  const parts = [
    `<text x="${x}" y="${y + 26}" font-family="${FONT}" font-size="24" font-weight="bold" fill="${BRAND.navy}">${escapeXml(title)}</text>`,
    `<rect x="${x}" y="${y + 40}" width="${width}" height="${rowHeight}" fill="${BRAND.navy}"/>`,
    ...table.headers.map(
      (header, i) =>
        `<text x="${centre(i)}" y="${y + 40 + 23}" font-family="${FONT}" font-size="16" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(header)}</text>`,
    ),
  ];
  table.rows.forEach((row, r) => {
    const top = y + 40 + rowHeight * (r + 1);
    parts.push(
      `<rect x="${x}" y="${top}" width="${width}" height="${rowHeight}" fill="${r % 2 ? '#FFFFFF' : '#F1F3F7'}"/>`,
    );
    [row.size, ...row.values.map(String)].forEach((cell, c) =>
      parts.push(
        `<text x="${centre(c)}" y="${top + 23}" font-family="${FONT}" font-size="18" ${c === 0 ? 'font-weight="bold"' : ''} fill="${BRAND.ink}" text-anchor="middle">${escapeXml(cell)}</text>`,
      ),
    );
  });
  const height = 40 + rowHeight * (table.rows.length + 1);
  parts.push(
    `<rect x="${x}" y="${y + 40}" width="${width}" height="${height - 40}" fill="none" stroke="#CBD2DE" stroke-width="1.5"/>`,
  );
  return { svg: parts.join(''), height };
}

function sizeChartSvg(): string {
  const width = 1400;
  const columnWidth = 620;
  const left = 60;
  const right = 720;
  const tops: [string, AnySizeChart][] = [
    ['Hoodie, ziphoodie og crewneck', SIZE_CHARTS.hoodie],
    ['Longsleeve', SIZE_CHARTS.longsleeve],
  ];
  const bottoms: [string, AnySizeChart][] = [
    ['Sweatpants unisex', SIZE_CHARTS['unisex-sweatpant']],
    ['Sweatpants jente', SIZE_CHARTS['girl-sweatpant']],
    ['Shorts unisex', SIZE_CHARTS['unisex-shorts']],
    ['Shorts jente', SIZE_CHARTS['girl-shorts']],
  ];
  const parts: string[] = [];
  /** One column: its heading, then its charts one under another. Answers where the column ends. */
  const column = (heading: string, x: number, charts: [string, AnySizeChart][]) => {
    let y = 190;
    parts.push(
      `<text x="${x}" y="${y - 14}" font-family="${FONT}" font-size="30" font-weight="bold" fill="${BRAND.red}">${heading}</text>`,
    );
    for (const [title, chart] of charts) {
      const t = tableSvg(title, sizeChartTable(chart), x, y, columnWidth);
      parts.push(t.svg);
      y += t.height + 36;
    }
    return y;
  };
  const topsEnd = column('Overdeler', left, tops);
  const bottomsEnd = column('Underdeler', right, bottoms);
  // Notes under the tops column, where there is room.
  const notesTop = topsEnd + 10;
  parts.push(
    `<text x="${left}" y="${notesTop}" font-family="${FONT}" font-size="24" font-weight="bold" fill="${BRAND.navy}">Slik måler du</text>`,
  );
  const notes = [
    'Brystvidde: fra armhule til armhule, ganget med to.',
    'Lengde: fra høyeste punkt på skulderen til kanten.',
    'Ermelengde: fra skuldersømmen til enden av mansjetten.',
    ...SIZE_GUIDE_NOTES.slice(0, 3),
  ];
  notes.forEach((note, i) =>
    parts.push(
      `<text x="${left}" y="${notesTop + 40 + i * 32}" font-family="${FONT}" font-size="18" fill="${BRAND.ink}">• ${escapeXml(note)}</text>`,
    ),
  );
  const height = Math.max(bottomsEnd, notesTop + 40 + notes.length * 32) + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#FFFFFF"/>
    <rect width="${width}" height="110" fill="${BRAND.navy}"/>
    <text x="${left}" y="68" font-family="${FONT}" font-size="40" font-weight="bold" fill="#FFFFFF">Størrelsestabell</text>
    <text x="${width - left}" y="68" font-family="${FONT}" font-size="22" fill="#FFFFFF" text-anchor="end">Alle mål i cm · XXS–XXL · Russekompaniet</text>
    ${parts.join('')}
  </svg>`;
}

async function writeJpeg(file: string, svg: string, quality = 82): Promise<void> {
  const path = `${OUT_DIR}${file}`;
  await sharp(Buffer.from(svg)).flatten({ background: '#FFFFFF' }).jpeg({ quality, mozjpeg: true }).toFile(path);
  const { size } = await stat(path);
  if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${file.padEnd(34)} ${(size / 1024).toFixed(1)} KB`);
}

const HERO_SLIDES = [
  { label: 'Russeklær 2025', title: 'Russeklær med deres egen logo' },
  { label: 'Gratis designhjelp', title: 'Fra idé til ferdige klær' },
  { label: 'Grupperabatt', title: 'Opptil 25 % rabatt for grupper' },
  { label: 'Kvalitet', title: 'OEKO-TEX-sertifiserte klær' },
  { label: 'Levering', title: 'Fri frakt fra 20 produkter' },
];

await mkdir(OUT_DIR, { recursive: true });
for (const product of CATALOG_PRODUCTS) await writeJpeg(product.image, productSvg(product));
for (const partner of PARTNERS) await writeJpeg(partner.logoUrl.split('/').pop()!, partnerSvg(partner));
for (const [i, post] of CATALOG_BLOG_POSTS.entries()) {
  await writeJpeg(post.image, bannerSvg(1200, 630, post.title, post.category ?? 'russetips', i));
}
for (const [i, slide] of HERO_SLIDES.entries()) {
  await writeJpeg(`hero-${i + 1}.jpg`, bannerSvg(1600, 700, slide.title, slide.label, i + 2));
}
await writeJpeg(LOGO_IMAGE, logoSvg(), 90);
await writeJpeg('og-image.jpg', bannerSvg(1200, 630, 'Russeklær for hele gruppen', 'Russekompaniet', 0));
await writeJpeg(SIZE_CHART_IMAGE, sizeChartSvg(), 88);
