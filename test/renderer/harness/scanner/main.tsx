// A page that mounts the scanner module as the counter screen will, for Playwright: every scan
// is listed, a text field stands in for one the cashier types in. `?camera=off` leaves the
// camera out (keyboard tests).
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CameraScanner,
  ManualEntry,
  useWedgeScanner,
  type ScanEvent,
} from '../../../../src/renderer/scanner';

function ScannerPage() {
  const withCamera = new URLSearchParams(location.search).get('camera') !== 'off';
  const [scans, setScans] = useState<ScanEvent[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const onScan = useCallback((scan: ScanEvent) => setScans((all) => [...all, scan]), []);
  useWedgeScanner(useCallback((text: string) => onScan({ text, source: 'wedge' }), [onScan]));

  return (
    <>
      <h1>Scanner</h1>
      {withCamera && (
        <CameraScanner cameraId={cameraId} onCameraChange={setCameraId} onScan={onScan} />
      )}
      <ManualEntry onScan={onScan} />
      <label htmlFor="note">Note</label>
      <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <ol aria-label="Scans">
        {scans.map((scan, i) => (
          <li
            key={i}
            data-source={scan.source}
            data-format={scan.format ?? ''}
            data-engine={scan.engine ?? ''}
          >
            {scan.text}
          </li>
        ))}
      </ol>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ScannerPage />
  </StrictMode>,
);
