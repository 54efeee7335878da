import { QR } from '@russ/schema/common/limits';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/**
 * A QR code drawn on a canvas `width` px wide (margin 2, black on white). A failure is only logged to the
 * console (storefront §8); the canvas then stays blank.
 */
export function QrCodeCanvas({ value, width, label }: { value: string; width: number; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    QRCode.toCanvas(canvas, value, {
      width,
      margin: QR.margin,
      color: { dark: QR.dark, light: QR.light },
    }).catch((error: unknown) => {
      console.error('[qr] could not generate the QR code for', value, error);
    });
  }, [value, width]);

  return <canvas ref={canvasRef} width={width} height={width} role="img" aria-label={label} data-qr-value={value} />;
}
