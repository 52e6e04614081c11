// Every way a pass reaches the counter: the webcam, a USB keyboard-wedge scanner, typed by hand.
import { useCallback, useImperativeHandle, useRef, type Ref } from 'react';
import { CameraScanner, ManualEntry, useWedgeScanner, type ScanEvent } from '../../scanner';
import { useCounter } from '../../state/counter';
import { SHORTCUTS } from './shortcuts';
import { useSettings } from '../../state/settings';
import { useT } from '../../i18n/useT';

export interface ScanSourcesHandle {
  focusManualEntry(): void;
}

export function ScanSources({ ref }: { ref: Ref<ScanSourcesHandle> }) {
  const scan = useCounter((s) => s.scan);
  const cameraId = useSettings((s) => s.settings?.cameraId ?? null);
  const updateSettings = useSettings((s) => s.update);
  const manual = useRef<HTMLDivElement>(null);
  const t = useT();

  useImperativeHandle(ref, () => ({
    focusManualEntry: () => manual.current?.querySelector('input')?.focus(),
  }));

  // The camera is never paused here: a pause makes the code still in view read as a new scan
  // when it resumes, and the counter already ignores scans while it is busy.
  const onScan = useCallback((event: ScanEvent) => void scan(event.text, event.source), [scan]);
  useWedgeScanner(useCallback((text: string) => void scan(text, 'wedge'), [scan]));

  return (
    <>
      <CameraScanner
        cameraId={cameraId}
        onCameraChange={(id) => void updateSettings({ cameraId: id }).catch(() => {})}
        onScan={onScan}
      />
      <div ref={manual}>
        <ManualEntry
          onScan={onScan}
          label={t('counter.typeCode', { key: SHORTCUTS.scanEntry.label })}
        />
      </div>
    </>
  );
}
