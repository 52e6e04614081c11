// Every way a pass reaches the counter: the webcam, a USB keyboard-wedge scanner, typed by hand.
import { lazy, Suspense, useCallback, useImperativeHandle, useRef, type Ref } from 'react';
import { ManualEntry } from '../../scanner/ManualEntry';
import type { ScanEvent } from '../../scanner/scanEvent';
import { useWedgeScanner } from '../../scanner/wedge/useWedgeScanner';
import { useCounter } from '../../stores/counter';
import { useSettings } from '../../stores/settings';

// The camera brings the decoders (html5-qrcode, the wasm engine): loaded after the counter shows.
const CameraScanner = lazy(() =>
  import('../../scanner/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

export interface ScanSourcesHandle {
  focusManualEntry(): void;
}

export function ScanSources({ ref }: { ref: Ref<ScanSourcesHandle> }) {
  const scan = useCounter((s) => s.scan);
  const paused = useCounter((s) => s.busy || s.confirm !== null);
  const cameraId = useSettings((s) => s.settings?.cameraId ?? null);
  const updateSettings = useSettings((s) => s.update);
  const manual = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    focusManualEntry: () => manual.current?.querySelector('input')?.focus(),
  }));

  const onScan = useCallback((event: ScanEvent) => void scan(event.text, event.source), [scan]);
  useWedgeScanner(useCallback((text: string) => void scan(text, 'wedge'), [scan]));

  return (
    <>
      <Suspense fallback={<p className="loading">Starting the camera…</p>}>
        <CameraScanner
          cameraId={cameraId}
          onCameraChange={(id) => void updateSettings({ cameraId: id }).catch(() => {})}
          onScan={onScan}
          paused={paused}
        />
      </Suspense>
      <div ref={manual}>
        <ManualEntry onScan={onScan} label="Type a pass code (F6)" />
      </div>
    </>
  );
}
