// A QR code of a link, drawn by bwip-js onto a canvas, for a customer to open on their phone.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import './qrCode.css';

export function QrCode({
  value,
  label,
  onDrawn,
  showValue = true,
}: {
  value: string;
  label: string;
  /** Whether the value shows under the code as a link (false for a text that is not one). */
  showValue?: boolean;
  /** Told once the code is on the canvas (a print waits for it). */
  onDrawn?: () => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let cancelled = false;
    // bwip-js is large; it loads with the first code drawn rather than with the app.
    void import('bwip-js/browser').then((bwip) => {
      if (cancelled) return;
      try {
        bwip.toCanvas(target, {
          bcid: 'qrcode',
          text: value,
          scale: 4,
          paddingwidth: 4,
          paddingheight: 4,
          backgroundcolor: 'ffffff',
        });
        setProblem(null);
        onDrawn?.();
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [value, onDrawn]);

  return (
    <figure className="qr-code" data-testid="qr-code" data-value={value}>
      <canvas ref={canvas} role="img" aria-label={label} hidden={problem !== null} />
      {problem && <p role="alert">{t('shell.qr.notDrawn', { problem })}</p>}
      {showValue && (
        <figcaption>
          <a href={value} target="_blank" rel="noreferrer noopener">
            {value}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
