import { describe, expect, it } from 'vitest';
import { DEFAULT_LENS_SIZE, DEFAULT_ZOOM, lensGeometry } from './lens-geometry';

describe('lensGeometry', () => {
  it('defaults to 2x and a 160 px lens', () => {
    expect(DEFAULT_ZOOM).toBe(2);
    expect(DEFAULT_LENS_SIZE).toBe(160);
  });

  it('centres the lens on the pointer and shows the point under the pointer in its middle', () => {
    const geometry = lensGeometry({ x: 100, y: 50, width: 400, height: 300, zoom: 2, lensSize: 160 });
    expect(geometry).toEqual({
      left: 20,
      top: -30,
      backgroundWidth: 800,
      backgroundHeight: 600,
      backgroundX: -120,
      backgroundY: -20,
    });
    // The image point (100, 50) is drawn at (200, 100) in the enlarged image; shifted by the offset it lands on
    // the lens centre (80, 80).
    expect(100 * 2 + geometry.backgroundX).toBe(80);
    expect(50 * 2 + geometry.backgroundY).toBe(80);
  });

  it('scales with the zoom', () => {
    const geometry = lensGeometry({ x: 10, y: 10, width: 100, height: 100, zoom: 4, lensSize: 200 });
    expect(geometry.backgroundWidth).toBe(400);
    expect(geometry.backgroundX).toBe(100 - 40);
  });
});
