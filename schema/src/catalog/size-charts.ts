import { SIZES, type Size } from './sizes.js';

/**
 * Size chart data (storefront §3 and §9), in cm. Two readings exist and both are kept:
 * - the product-page charts (one per garment type, shown in the size guide dialog and on sizechart.jpeg);
 * - the FAQ size guide, a second and different table shown on /faq.
 */

export type TopMeasure = 'chest' | 'length' | 'sleeve';
export type BottomMeasure = 'waist' | 'hips' | 'inseam';
export type Measure = TopMeasure | BottomMeasure;

export const MEASURE_LABELS: Record<Measure, string> = {
  chest: 'Brystvidde',
  length: 'Lengde',
  sleeve: 'Ermelengde',
  waist: 'Livvidde',
  hips: 'Hoftevidde',
  inseam: 'Innerbenslengde',
};

export const SIZE_COLUMN_LABEL = 'Størrelse';

export type SizeRow<M extends string> = { size: Size } & Record<M, number>;

export interface SizeChart<M extends string = Measure> {
  type: SizeChartType;
  /** Norwegian title of the chart. */
  title: string;
  kind: 'top' | 'bottom';
  /** Measure columns after the size column, in display order. */
  measures: readonly M[];
  rows: readonly SizeRow<M>[];
}

/** Chart types of the product pages. unisex-coverall (dress, snekker) is used but its chart is not given. */
export const SIZE_CHART_TYPES = [
  'ziphood',
  'hoodie',
  'crewneck',
  'longsleeve',
  'girl-sweatpant',
  'girl-shorts',
  'unisex-sweatpant',
  'unisex-shorts',
] as const;
export type SizeChartType = (typeof SIZE_CHART_TYPES)[number];
export type PageSizeChartType = SizeChartType | 'unisex-coverall';

function topRows(values: readonly (readonly [number, number, number])[]): SizeRow<TopMeasure>[] {
  return values.map(([chest, length, sleeve], i) => ({ size: SIZES[i], chest, length, sleeve }));
}

function bottomRows(values: readonly (readonly [number, number, number])[]): SizeRow<BottomMeasure>[] {
  return values.map(([waist, hips, inseam], i) => ({ size: SIZES[i], waist, hips, inseam }));
}

const HOODIE_TOPS = [
  [80, 62, 78],
  [88, 64, 80],
  [98, 67, 82],
  [108, 70, 87],
  [118, 72, 90],
  [128, 75, 91],
  [138, 78, 92],
] as const;

const TOP_MEASURES: readonly TopMeasure[] = ['chest', 'length', 'sleeve'];
const BOTTOM_MEASURES: readonly BottomMeasure[] = ['waist', 'hips', 'inseam'];

export const TOP_SIZE_CHARTS: Record<'ziphood' | 'hoodie' | 'crewneck' | 'longsleeve', SizeChart<TopMeasure>> = {
  hoodie: { type: 'hoodie', title: 'Hoodie', kind: 'top', measures: TOP_MEASURES, rows: topRows(HOODIE_TOPS) },
  ziphood: { type: 'ziphood', title: 'Ziphoodie', kind: 'top', measures: TOP_MEASURES, rows: topRows(HOODIE_TOPS) },
  crewneck: { type: 'crewneck', title: 'Crewneck', kind: 'top', measures: TOP_MEASURES, rows: topRows(HOODIE_TOPS) },
  longsleeve: {
    type: 'longsleeve',
    title: 'Longsleeve',
    kind: 'top',
    measures: TOP_MEASURES,
    rows: topRows([
      [78, 62, 78],
      [86, 64, 80],
      [96, 67, 82],
      [106, 70, 85],
      [116, 72, 87],
      [126, 75, 89],
      [136, 78, 90],
    ]),
  },
};

export const BOTTOM_SIZE_CHARTS: Record<
  'girl-sweatpant' | 'girl-shorts' | 'unisex-sweatpant' | 'unisex-shorts',
  SizeChart<BottomMeasure>
> = {
  'unisex-sweatpant': {
    type: 'unisex-sweatpant',
    title: 'Sweatpants unisex',
    kind: 'bottom',
    measures: BOTTOM_MEASURES,
    rows: bottomRows([
      [72, 93, 69],
      [76, 98, 71],
      [80, 104, 73],
      [84, 110, 76],
      [87, 115, 79],
      [90, 120, 82],
      [94, 125, 84],
    ]),
  },
  'girl-sweatpant': {
    type: 'girl-sweatpant',
    title: 'Sweatpants jente',
    kind: 'bottom',
    measures: BOTTOM_MEASURES,
    rows: bottomRows([
      [60, 82, 71],
      [66, 88, 76],
      [72, 94, 80],
      [78, 100, 83],
      [84, 106, 86],
      [90, 112, 90],
      [94, 118, 92],
    ]),
  },
  'girl-shorts': {
    type: 'girl-shorts',
    title: 'Shorts jente',
    kind: 'bottom',
    measures: BOTTOM_MEASURES,
    rows: bottomRows([
      [60, 86, 5],
      [66, 92, 5],
      [72, 98, 6],
      [78, 104, 7],
      [84, 110, 8],
      [90, 116, 9],
      [94, 120, 9],
    ]),
  },
  'unisex-shorts': {
    type: 'unisex-shorts',
    title: 'Shorts unisex',
    kind: 'bottom',
    measures: BOTTOM_MEASURES,
    rows: bottomRows([
      [72, 93, 9],
      [76, 98, 9],
      [80, 104, 11],
      [84, 110, 13],
      [87, 115, 15],
      [90, 120, 17],
      [94, 125, 18],
    ]),
  },
};

/** Every product-page chart by type. */
export type AnySizeChart = SizeChart<TopMeasure> | SizeChart<BottomMeasure>;

export const SIZE_CHARTS: Record<SizeChartType, AnySizeChart> = { ...TOP_SIZE_CHARTS, ...BOTTOM_SIZE_CHARTS };

/** The chart of a type, or undefined for unisex-coverall (its chart is not given). */
export function sizeChartFor(type: PageSizeChartType): AnySizeChart | undefined {
  return type === 'unisex-coverall' ? undefined : SIZE_CHARTS[type];
}

/**
 * Which charts each product page's size-guide button opens. Bandana, patches, lue and glitter uggs have no
 * size guide (absent from this map).
 */
export const SIZE_CHARTS_BY_PAGE: Record<string, readonly PageSizeChartType[]> = {
  '/hoodie': ['hoodie'],
  '/zip-hoodie': ['ziphood'],
  '/crewneck': ['crewneck'],
  '/longsleeve': ['longsleeve'],
  '/sweatpants': ['unisex-sweatpant', 'girl-sweatpant'],
  '/shorts': ['unisex-shorts', 'girl-shorts'],
  '/dress': ['unisex-coverall'],
  '/snekker': ['unisex-coverall'],
};

/** The FAQ size guide's second table (storefront §9), cm. */
export type FaqBottomMeasure = 'waist' | 'inseamSweatpants' | 'inseamShorts';

export const FAQ_MEASURE_LABELS: Record<TopMeasure | FaqBottomMeasure, string> = {
  chest: 'Brystvidde',
  length: 'Lengde',
  sleeve: 'Ermelengde',
  waist: 'Livvidde',
  inseamSweatpants: 'Innerben (sweatpants)',
  inseamShorts: 'Innerben (shorts)',
};

export const FAQ_SIZE_GUIDE = {
  tops: {
    title: 'Overdeler',
    measures: ['chest', 'length', 'sleeve'] as const,
    rows: topRows([
      [47, 62, 57],
      [50, 64, 59],
      [53, 66, 61],
      [56, 68, 63],
      [59, 70, 65],
      [62, 72, 67],
      [65, 74, 69],
    ]),
  },
  bottoms: {
    title: 'Underdeler',
    measures: ['waist', 'inseamSweatpants', 'inseamShorts'] as const,
    rows: (
      [
        [64, 74, 17],
        [68, 76, 18],
        [72, 78, 19],
        [76, 80, 20],
        [80, 82, 21],
        [84, 84, 22],
        [88, 86, 23],
      ] as const
    ).map(([waist, inseamSweatpants, inseamShorts], i) => ({
      size: SIZES[i],
      waist,
      inseamSweatpants,
      inseamShorts,
    })),
  },
} as const;

/** A chart as a plain table for rendering: header labels and one row of cells per size. */
export interface SizeTable {
  headers: string[];
  rows: { size: Size; values: number[] }[];
}

export function sizeChartTable(chart: AnySizeChart): SizeTable {
  const measures = chart.measures as readonly Measure[];
  return {
    headers: [SIZE_COLUMN_LABEL, ...measures.map((m) => MEASURE_LABELS[m])],
    rows: chart.rows.map((row) => ({
      size: row.size,
      values: measures.map((m) => (row as unknown as Record<Measure, number>)[m]),
    })),
  };
}

export function faqSizeTable(part: 'tops' | 'bottoms'): SizeTable {
  const table = FAQ_SIZE_GUIDE[part];
  const measures = table.measures as readonly (TopMeasure | FaqBottomMeasure)[];
  return {
    headers: [SIZE_COLUMN_LABEL, ...measures.map((m) => FAQ_MEASURE_LABELS[m])],
    rows: table.rows.map((row) => ({
      size: row.size,
      values: measures.map((m) => (row as unknown as Record<string, number>)[m]),
    })),
  };
}

/** Size guide unit toggle: cm (default) or inches, cm / 2.54 with one decimal. */
export const SIZE_UNITS = ['cm', 'inches'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
export const DEFAULT_SIZE_UNIT: SizeUnit = 'cm';
export const CM_PER_INCH = 2.54;

export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

export function formatMeasure(cm: number, unit: SizeUnit): string {
  return unit === 'cm' ? String(cm) : cmToInches(cm).toFixed(1);
}

/** Notes of the size guide dialog (storefront §2). It promises free returns and exchange: a different
 * reading from the terms (see policies.ts). */
export const SIZE_GUIDE_NOTES = [
  'Alle mål er omtrentlige og kan variere med opptil ±2 cm.',
  'Plaggene er målt liggende flatt.',
  'Er du mellom to størrelser, anbefaler vi å velge den største.',
  'Gratis retur og bytte hvis størrelsen ikke passer.',
] as const;

/** The size chart image served by the api. */
export const SIZE_CHART_IMAGE_URL = '/api/assets/sizechart.jpeg';
