// The cameras this computer has: asked once the component mounts (asking prompts for access),
// and again whenever a device is plugged in or out.
import { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useState } from 'react';

export interface CameraChoice {
  readonly id: string;
  readonly label: string;
}

export type CameraList =
  | { state: 'loading' }
  | { state: 'ready'; cameras: readonly CameraChoice[]; changes: number }
  | { state: 'failed'; message: string };

const noCamera = 'No camera found. Connect a webcam, or use a USB scanner or type the code.';

function toChoices(devices: readonly { id: string; label: string }[]): CameraChoice[] {
  return devices.map((d, i) => ({ id: d.id, label: d.label || `Camera ${i + 1}` }));
}

export function useCameras(): CameraList {
  const [list, setList] = useState<CameraList>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let changes = 0;
    const show = (cameras: CameraChoice[]) => {
      if (!live) return;
      setList(
        cameras.length > 0
          ? { state: 'ready', cameras, changes }
          : { state: 'failed', message: noCamera },
      );
    };
    Html5Qrcode.getCameras().then(
      (devices) => show(toChoices(devices)),
      (error: unknown) => {
        if (live) setList({ state: 'failed', message: cameraProblem(error, 'listing') });
      },
    );
    // Access was asked for above, so listing again needs no prompt and keeps the labels.
    const onDeviceChange = () => {
      changes++;
      void navigator.mediaDevices
        .enumerateDevices()
        .then((devices) =>
          show(
            toChoices(
              devices
                .filter((d) => d.kind === 'videoinput')
                .map((d) => ({ id: d.deviceId, label: d.label })),
            ),
          ),
        )
        .catch(() => {});
    };
    navigator.mediaDevices?.addEventListener('devicechange', onDeviceChange);
    return () => {
      live = false;
      navigator.mediaDevices?.removeEventListener('devicechange', onDeviceChange);
    };
  }, []);
  return list;
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
