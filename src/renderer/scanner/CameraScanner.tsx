// The webcam scanner: camera picker, live view with a scan box that fits a wide PDF417 code,
// torch where the camera has one, and one `onScan` per code shown.
import './camera.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createFrameGrabber, grabBitmap } from './camera/frameGrabber';
import { startScanLoop } from './camera/scanLoop';
import { useCameras, type CameraChoice } from './camera/useCameras';
import { ANY_CAMERA, useHtml5Camera, type TorchControl } from './camera/useHtml5Camera';
import type { DecodeFrame } from './decode/decodeFrame';
import type { Decoded } from './decode/frame';
import { sharedWorkerDecoder } from './decode/workerDecoder';
import type { OnScan } from './scanEvent';
import { useSaid, useT } from '../i18n/useT';

export interface CameraScannerProps {
  /** The remembered camera; null or unknown falls back to the first camera found. */
  readonly cameraId: string | null;
  /** The cashier chose another camera; the caller remembers it in settings. */
  readonly onCameraChange: (cameraId: string) => void;
  readonly onScan: OnScan;
  /**
   * While paused the camera stays on and frames are still read, but nothing is reported: the
   * pass just scanned, still held up, is not scanned again on resume; another pass shown
   * meanwhile is reported as soon as scanning resumes.
   */
  readonly paused?: boolean;
  /** Replaces PassDesk's decode pipeline (tests, benchmarks). */
  readonly decodeFrame?: DecodeFrame;
}

export function CameraScanner({
  cameraId,
  onCameraChange,
  onScan,
  paused = false,
  decodeFrame,
}: CameraScannerProps) {
  const t = useT();
  const say = useSaid();
  const elementId = `camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const cameras = useCameras();
  // Known ids: the remembered camera or the first. Ids not known yet (access not granted): any
  // camera, so it is opened once, not once to ask and again to run. Once the camera opened as
  // "any camera" tells its id (`anyRunsAs`), it stays open as it is while it is the one wanted.
  const [anyRunsAs, setAnyRunsAs] = useState<string | null>(null);
  const choice =
    cameras.state === 'ready' ? chooseCamera(cameras.cameras, cameraId ?? anyRunsAs) : null;
  const wanted = choice !== null && choice === anyRunsAs ? ANY_CAMERA : choice;
  // A camera that failed is tried again when the devices change (plugged back in); one that
  // runs is left alone, so plugging in a headset does not blink the picture.
  const changes = cameras.state === 'ready' ? cameras.changes : 0;
  const [attempt, setAttempt] = useState(0);
  const camera = useHtml5Camera(elementId, wanted, attempt);
  const runningId = camera.state === 'running' ? (camera.deviceId ?? '') : null;
  const { relist } = cameras;
  // Once a camera runs, access is granted: list again, now with the cameras' ids and names.
  useEffect(() => {
    if (runningId === null) return;
    if (wanted === ANY_CAMERA && runningId !== '') setAnyRunsAs(runningId);
    relist();
  }, [runningId, wanted, relist]);
  const active = camera.state === 'running' && camera.deviceId ? camera.deviceId : wanted;
  const failed = camera.state === 'failed';
  const changesAtFailure = useRef<number | null>(null);
  useEffect(() => {
    if (!failed) {
      changesAtFailure.current = null;
      return;
    }
    if (changesAtFailure.current === null) changesAtFailure.current = changes;
    else if (changes > changesAtFailure.current) setAttempt((n) => n + 1);
  }, [changes, failed]);

  // Start the decoding worker (and compile its wasm) while the camera starts, unless the caller
  // brought its own decoding.
  useEffect(() => {
    if (!decodeFrame) sharedWorkerDecoder();
  }, [decodeFrame]);

  const latest = useRef({ onScan, paused });
  useEffect(() => {
    latest.current = { onScan, paused };
  }, [onScan, paused]);

  const video = camera.state === 'running' ? camera.video : null;
  useEffect(() => {
    if (!video) return;
    const common = {
      isPaused: () => latest.current.paused,
      onScan: ({ text, format, engine, retry }: Decoded) =>
        latest.current.onScan({ text, source: 'camera', format, engine, retry }),
    };
    if (decodeFrame) {
      const grabber = createFrameGrabber();
      return startScanLoop({ ...common, grab: () => grabber.grab(video), decode: decodeFrame });
    }
    // PassDesk's own decoding runs in a worker: the page's thread only asks for a bitmap.
    const decoder = sharedWorkerDecoder();
    return startScanLoop({
      ...common,
      grab: () => grabBitmap(video),
      decode: (bitmap, options) => decoder.decode(bitmap, { retries: options.retries !== false }),
    });
  }, [video, decodeFrame]);

  const pickerId = `${elementId}-picker`;
  const status =
    cameras.state === 'failed'
      ? say(cameras.problem)
      : camera.state === 'failed'
        ? say(camera.problem)
        : t(
            camera.state === 'running'
              ? paused
                ? 'shell.camera.paused'
                : 'shell.camera.hold'
              : 'shell.camera.starting',
          );

  return (
    <section className="camera-scanner" aria-label={t('shell.camera.scanner')}>
      {cameras.state === 'ready' && cameras.cameras.length > 1 && (
        <div className="camera-scanner__picker">
          <label htmlFor={pickerId}>{t('shell.camera.picker')}</label>
          <select
            id={pickerId}
            value={active ?? ''}
            onChange={(event) => onCameraChange(event.target.value)}
          >
            {cameras.cameras.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name || t('shell.camera.numbered', { number: c.number })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div id={elementId} className="camera-scanner__view" data-state={camera.state} />
      {camera.state === 'running' && camera.torch && <TorchToggle torch={camera.torch} />}
      <p className="camera-scanner__status" role="status">
        {status}
      </p>
    </section>
  );
}

function chooseCamera(cameras: readonly CameraChoice[], wanted: string | null): string | null {
  const known = cameras.filter((c) => c.id !== '');
  if (known.length === 0) return cameras.length > 0 ? ANY_CAMERA : null;
  return known.find((c) => c.id === wanted)?.id ?? known[0]!.id;
}

function TorchToggle({ torch }: { torch: TorchControl }) {
  const t = useT();
  const [on, setOn] = useState(torch.isOn());
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        void torch.set(!on).then(() => setOn(torch.isOn()));
      }}
    >
      {t('shell.camera.torch')}
    </button>
  );
}
