// The cameras this computer has, listed without opening one: the camera is opened once, by the
// view (asking for it is what prompts for access). Before access is granted a browser lists
// cameras without ids or names; the list is read again once the camera runs (`relist`), and
// whenever a device is plugged in or out.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CameraChoice {
  /** Empty until access to the cameras was granted. */
  readonly id: string;
  readonly label: string;
}

export type CameraList =
  | { state: 'loading' }
  | { state: 'ready'; cameras: readonly CameraChoice[]; changes: number }
  | { state: 'failed'; message: string };

const noCamera = 'No camera found. Connect a webcam, or use a USB scanner or type the code.';

function toChoices(devices: readonly MediaDeviceInfo[]): CameraChoice[] {
  return devices
    .filter((d) => d.kind === 'videoinput')
    .map((d, i) => ({ id: d.deviceId, label: d.label || `Camera ${i + 1}` }));
}

export function useCameras(): CameraList & { relist(): void } {
  const [list, setList] = useState<CameraList>({ state: 'loading' });
  const changes = useRef(0);
  const live = useRef(true);
  const relist = useCallback(() => {
    if (!navigator.mediaDevices?.enumerateDevices) {
      setList({ state: 'failed', message: cameraProblem('NotFound', 'listing') });
      return;
    }
    navigator.mediaDevices.enumerateDevices().then(
      (devices) => {
        if (!live.current) return;
        const cameras = toChoices(devices);
        setList(
          cameras.length > 0
            ? { state: 'ready', cameras, changes: changes.current }
            : { state: 'failed', message: noCamera },
        );
      },
      (error: unknown) => {
        if (live.current) setList({ state: 'failed', message: cameraProblem(error, 'listing') });
      },
    );
  }, []);
  useEffect(() => {
    live.current = true;
    relist();
    const onDeviceChange = () => {
      changes.current++;
      relist();
    };
    navigator.mediaDevices?.addEventListener('devicechange', onDeviceChange);
    return () => {
      live.current = false;
      navigator.mediaDevices?.removeEventListener('devicechange', onDeviceChange);
    };
  }, [relist]);
  return { ...list, relist };
}

/** A message a cashier can act on, from whatever the browser threw. */
export function cameraProblem(error: unknown, when: 'listing' | 'starting' = 'starting'): string {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  if (/NotAllowed|Permission/i.test(text)) {
    return 'Camera access is blocked. Allow the camera for PassDesk, or use a USB scanner or type the code.';
  }
  if (/NotReadable|TrackStart|in use/i.test(text)) {
    return 'The camera is in use by another program. Close it, then choose the camera again.';
  }
  if (/ended|disconnected/i.test(text)) {
    return 'The camera was disconnected. Reconnect it, or choose another camera.';
  }
  if (/NotFound|Overconstrained/i.test(text)) {
    // Listing finds nothing only when no camera is plugged in at all.
    return when === 'listing'
      ? 'No camera found. Plug in a webcam, or use a USB scanner or type the code.'
      : 'That camera is not connected. Choose another camera.';
  }
  return `The camera could not start (${text}).`;
}
