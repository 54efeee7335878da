import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  FAQ_SIZE_GUIDE,
  faqSizeTable,
  formatMeasure,
  SIZE_CHART_TYPES,
  SIZE_CHARTS,
  SIZE_CHARTS_BY_PAGE,
  sizeChartFor,
  sizeChartTable,
} from './size-charts.js';
import { SIZES } from './sizes.js';

describe('product-page size charts', () => {
  it.each(SIZE_CHART_TYPES)('%s has one row per size XXS-XXL with a number for every measure', (type) => {
    const chart = SIZE_CHARTS[type];
    expect(chart.type).toBe(type);
    expect(chart.rows.map((row) => row.size)).toEqual([...SIZES]);
    expect(chart.measures).toHaveLength(3);
    for (const row of chart.rows) {
      for (const measure of chart.measures) {
        expect(typeof (row as unknown as Record<string, number>)[measure]).toBe('number');
      }
    }
  });

  it('tops measure chest/length/sleeve and bottoms waist/hips/inseam', () => {
    expect(SIZE_CHARTS.hoodie.measures).toEqual(['chest', 'length', 'sleeve']);
    expect(SIZE_CHARTS['girl-shorts'].measures).toEqual(['waist', 'hips', 'inseam']);
  });

  it('holds the figures of the spec', () => {
    expect(sizeChartTable(SIZE_CHARTS.hoodie).rows[3]).toEqual({ size: 'M', values: [108, 70, 87] });
    expect(SIZE_CHARTS.ziphood.rows).toEqual(SIZE_CHARTS.crewneck.rows);
    expect(sizeChartTable(SIZE_CHARTS.longsleeve).rows[6]).toEqual({ size: 'XXL', values: [136, 78, 90] });
    expect(sizeChartTable(SIZE_CHARTS['unisex-sweatpant']).rows[0]).toEqual({ size: 'XXS', values: [72, 93, 69] });
    expect(sizeChartTable(SIZE_CHARTS['girl-sweatpant']).rows[5]).toEqual({ size: 'XL', values: [90, 112, 90] });
    expect(sizeChartTable(SIZE_CHARTS['girl-shorts']).rows[2]).toEqual({ size: 'S', values: [72, 98, 6] });
    expect(sizeChartTable(SIZE_CHARTS['unisex-shorts']).rows[6]).toEqual({ size: 'XXL', values: [94, 125, 18] });
  });

  it('has no chart for unisex-coverall and none on pages without a size guide', () => {
    expect(sizeChartFor('unisex-coverall')).toBeUndefined();
    expect(sizeChartFor('hoodie')).toBe(SIZE_CHARTS.hoodie);
    for (const page of ['/bandana', '/patches', '/lue', '/glitter-uggs'])
      expect(SIZE_CHARTS_BY_PAGE[page]).toBeUndefined();
  });

  it('renders as a table with Norwegian headers', () => {
    expect(sizeChartTable(SIZE_CHARTS.hoodie).headers).toEqual(['Størrelse', 'Brystvidde', 'Lengde', 'Ermelengde']);
  });
});

describe('FAQ size guide (the second reading)', () => {
  it('keeps its own figures', () => {
    expect(FAQ_SIZE_GUIDE.tops.rows.map((row) => row.size)).toEqual([...SIZES]);
    expect(faqSizeTable('tops').rows[0]).toEqual({ size: 'XXS', values: [47, 62, 57] });
    expect(faqSizeTable('bottoms').rows[6]).toEqual({ size: 'XXL', values: [88, 86, 23] });
    expect(faqSizeTable('bottoms').headers).toEqual([
      'Størrelse',
      'Livvidde',
      'Innerben (sweatpants)',
      'Innerben (shorts)',
    ]);
  });
});

describe('units', () => {
  it('converts cm to inches with one decimal', () => {
    expect(cmToInches(108)).toBe(42.5);
    expect(formatMeasure(80, 'inches')).toBe('31.5');
    expect(formatMeasure(80, 'cm')).toBe('80');
  });
});
