import { LineIcon } from '@/components/ui/icon';
import type { ProductIconName } from './image-fallback';

/** Outline drawings of each kind of product, 24×24, drawn inline (no icon library, no external host). */
const TOP = 'M8 3 4 5.5 2 13l3 1 1.5-4V21h11V10l1.5 4 3-1-2-7.5L16 3';
const PATHS: Record<ProductIconName, string> = {
  hoodie: `${TOP}M8 3c0 2.2 1.8 4 4 4s4-1.8 4-4M8 3c1-1 2.4-1.5 4-1.5S15 2 16 3M10.5 7v3M13.5 7v3M9 15h6l1 3H8z`,
  ziphoodie: `${TOP}M8 3c0 2.2 1.8 4 4 4s4-1.8 4-4M8 3c1-1 2.4-1.5 4-1.5S15 2 16 3M12 7v14M9.5 14h1.5M13 14h1.5`,
  crewneck: `${TOP}c-1 1.2-2.3 1.8-4 1.8S9 4.2 8 3M6.5 19h11M9.5 3.8c.7.8 1.5 1.2 2.5 1.2s1.8-.4 2.5-1.2`,
  longsleeve:
    'M8 3 4 5 1.5 20l2.5.5L6.5 10V21h11V10l2.5 10.5 2.5-.5L20 5l-4-2c-1 1.2-2.3 1.8-4 1.8S9 4.2 8 3M2 18l2.5.5M22 18l-2.5.5',
  tshirt: 'M8 3 3 6l2 4 1.5-.8V21h11V9.2L19 10l2-4-5-3c-1 1.2-2.3 1.8-4 1.8S9 4.2 8 3',
  sweatpants: 'M6 3h12l1 17h-5l-2-10-2 10H5zM6 5.5h12M5.2 18h4.5M14.3 18h4.5M11 5.5 10.5 8M13 5.5l.5 2.5',
  shorts: 'M5 5h14l1 11h-6.5L12 10l-1.5 6H4zM5 7.5h14M11 7.5l-.5 2M13 7.5l.5 2',
  trousers: 'M6 3h12l1 18h-5l-2-12-2 12H5zM6 5.5h12M14.5 12h3v3h-3zM9 5.5v3',
  overall: 'M7.5 2v6M16.5 2v6M9 8V5.5h6V8M6 8h12l1 13h-5l-2-8-2 8H5zM10 6.5h4',
  bandana: 'M3 6h18L12 20zM3 6 1.5 3.5M21 6l1.5-2.5M9 9h.01M12 12h.01M15 9h.01M12 8h.01',
  beanie: 'M5 15a7 7 0 0 1 14 0zM4 15h16v4H4zM13.5 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zM8 15v4M12 15v4M16 15v4',
  cap: 'M3.5 15a7.5 7 0 0 1 15 0zM18.5 15H21a1.5 1.5 0 0 1 0 3H3.5v-3M11 8v.01M11 8a7 7 0 0 0-2.5 7M11 8a7 7 0 0 1 2.5 7',
  sunglasses: 'M2 9h20M3 9h7v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM14 9h7v3a3 3 0 0 1-3 3h-1a3 3 0 0 1-3-3zM10 10.5h4',
  bag: 'M5.5 8h13l1 13h-15zM5.5 8 9 2.5h6L18.5 8M9 2.5 12 8l3-5.5M9 14h6',
  stickers: 'M4 4h16v10l-6 6H4zM14 20v-4a2 2 0 0 1 2-2h4M9 9h.01M15 9h.01M8.5 12.5c1 1 2.2 1.5 3.5 1.5',
  glitter:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM5 3l.6 1.4L7 5l-1.4.6L5 7l-.6-1.4L3 5l1.4-.6z',
  patch:
    'M12 2l8 3v6c0 5-3.5 8.5-8 11-4.5-2.5-8-6-8-11V5zM12 7l1.5 3 3.3.5-2.4 2.3.6 3.2L12 14.5 9 16l.6-3.2-2.4-2.3 3.3-.5z',
  garment: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
};

export function ProductIcon({ name, size = 48 }: { name: ProductIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} strokeWidth="1.5" linecap="round" linejoin="round" data-icon={name} />;
}
