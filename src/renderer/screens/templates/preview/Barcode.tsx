// The pass's barcode, drawn for real in its symbology by bwip-js onto a canvas.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BarcodeType } from '@shared/api';
import { barcodeDrawing, bwipOptions } from '@shared/render/barcodeSymbology';
import { useT } from '../../../i18n/useT';

export function Barcode({
  type,
  value,
  altText,
  onDrawn,
}: {
  type: BarcodeType;
  value: string;
  altText: string;
  /** Told once the code is on the canvas (a print waits for it). */
  onDrawn?: () => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const drawing = useMemo(() => barcodeDrawing(type, value), [type, value]);

  useEffect(() => {
    if (!drawing || !canvas.current) return;
    let cancelled = false;
    const target = canvas.current;
    // bwip-js is large; it loads with the first barcode rather than with the app.
    void import('bwip-js/browser').then((bwip) => {
      if (cancelled) return;
      try {
        bwip.toCanvas(target, bwipOptions(drawing));
        setProblem(null);
        onDrawn?.();
      } catch (error) {
        setProblem(
          error instanceof Error ? error.message.replace(/^[^:]*:\s*/, '') : String(error),
        );
      }
    });
    return () => {
      cancelled = true;
    };
  }, [drawing, onDrawn]);

  if (!drawing)
    return <p className="pass-barcode pass-barcode--none">{t('templates.preview.noBarcode')}</p>;
  return (
    <figure className="pass-barcode" data-barcode-type={type}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('templates.preview.barcodeOf', { type, value })}
        hidden={problem !== null}
      />
      {problem && (
        <p className="desk-warning">{t('templates.preview.cannotDraw', { type, problem })}</p>
      )}
      {altText && <figcaption>{altText}</figcaption>}
    </figure>
  );
}
