// The cameras this computer has, asked once the component mounts (asking prompts for access).
import { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useState } from 'react';

export interface CameraChoice {
  readonly id: string;
  readonly label: string;
}

export type CameraList =
  | { state: 'loading' }
  | { state: 'ready'; cameras: readonly CameraChoice[] }
  | { state: 'failed'; message: string };

export function useCameras(): CameraList {
  const [list, setList] = useState<CameraList>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    Html5Qrcode.getCameras().then(
      (devices) => {
        if (!live) return;
        const cameras = devices.map((d, i) => ({ id: d.id, label: d.label || `Camera ${i + 1}` }));
        setList(
          cameras.length > 0
            ? { state: 'ready', cameras }
            : {
                state: 'failed',
                message:
                  'No camera found. Connect a webcam, or use a USB scanner or type the code.',
              },
        );
      },
      (error: unknown) => {
        if (live) setList({ state: 'failed', message: cameraProblem(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** A message a cashier can act on, from whatever the browser threw. */
export function cameraProblem(error: unknown): string {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  if (/NotAllowed|Permission/i.test(text)) {
    return 'Camera access is blocked. Allow the camera for PassDesk, or use a USB scanner or type the code.';
  }
  if (/NotReadable|TrackStart|in use/i.test(text)) {
    return 'The camera is in use by another program. Close it, then choose the camera again.';
  }
  if (/NotFound|Overconstrained/i.test(text)) {
    return 'That camera is not connected. Choose another camera.';
  }
  return `The camera could not start (${text}).`;
}
