// A page that mounts the scanner module as the counter screen will, for Playwright: every scan
// is listed, a text field stands in for one the cashier types in. `?camera=off` leaves the
// camera out (keyboard tests).
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CameraScanner,
  ManualEntry,
  useWedgeScanner,
  type ScanEvent,
} from '../../../../src/renderer/scanner';
import { LanguageRoot } from '../../../../src/renderer/i18n/LanguageRoot';

function ScannerPage() {
  const query = new URLSearchParams(location.search);
  const withCamera = query.get('camera') !== 'off';
  const [paused, setPaused] = useState(query.get('paused') === 'yes');
  const [scans, setScans] = useState<ScanEvent[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [count, setCount] = useState('');
  const onScan = useCallback((scan: ScanEvent) => setScans((all) => [...all, scan]), []);
  useWedgeScanner(useCallback((text: string) => onScan({ text, source: 'wedge' }), [onScan]));
  // Stands in for the counter's shortcuts: a window listener that sees keys outside fields.
  const [shortcuts, setShortcuts] = useState<string[]>([]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLInputElement)) setShortcuts((all) => [...all, event.key]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <h1>Scanner</h1>
      {withCamera && (
        <>
          <CameraScanner
            cameraId={cameraId}
            onCameraChange={setCameraId}
            onScan={onScan}
            paused={paused}
          />
          <label>
            <input
              type="checkbox"
              checked={paused}
              onChange={(event) => setPaused(event.target.checked)}
            />
            Pause scanning
          </label>
        </>
      )}
      <ManualEntry onScan={onScan} />
      <label htmlFor="note">Note</label>
      <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <label htmlFor="count">Count</label>
      <input
        id="count"
        type="number"
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      <p aria-label="Shortcut keys">{shortcuts.join(' ')}</p>
      <ol aria-label="Scans">
        {scans.map((scan, i) => (
          <li
            key={i}
            data-source={scan.source}
            data-format={scan.format ?? ''}
            data-engine={scan.engine ?? ''}
            data-retry={scan.retry ?? ''}
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
    {/* The scanner speaks the page's language, as it does in the app. */}
    <LanguageRoot language="en">
      <ScannerPage />
    </LanguageRoot>
  </StrictMode>,
);
