// The camera scanner loaded on demand: html5-qrcode and the ZXing glue are most of the
// scanner's weight, so they stay out of the renderer's first download and load as it mounts.
import { lazy, Suspense } from 'react';
import type { CameraScannerProps } from './CameraScanner';
import { useT } from '../i18n/useT';

const CameraScannerView = lazy(() =>
  import('./CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

export function LazyCameraScanner(props: CameraScannerProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p className="camera-scanner__status" role="status">
          {t('shell.camera.starting')}
        </p>
      }
    >
      <CameraScannerView {...props} />
    </Suspense>
  );
}
