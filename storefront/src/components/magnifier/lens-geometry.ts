/** Magnifier defaults (storefront §9): 2x, lens 160 px across. */
export const DEFAULT_ZOOM = 2;
export const DEFAULT_LENS_SIZE = 160;

export interface LensInput {
  /** Pointer position inside the image, in CSS pixels from its top-left corner. */
  x: number;
  y: number;
  /** Rendered size of the image. */
  width: number;
  height: number;
  zoom: number;
  lensSize: number;
}

export interface LensGeometry {
  /** Lens box position inside the image box (its centre sits on the pointer). */
  left: number;
  top: number;
  /** The image drawn inside the lens at `zoom` times its rendered size. */
  backgroundWidth: number;
  backgroundHeight: number;
  /** Offset that puts the image point under the pointer in the centre of the lens. */
  backgroundX: number;
  backgroundY: number;
}

/** Where the lens goes and which part of the enlarged image it shows, for a pointer at (x, y). */
export function lensGeometry({ x, y, width, height, zoom, lensSize }: LensInput): LensGeometry {
  const half = lensSize / 2;
  return {
    left: x - half,
    top: y - half,
    backgroundWidth: width * zoom,
    backgroundHeight: height * zoom,
    backgroundX: half - x * zoom,
    backgroundY: half - y * zoom,
  };
}
