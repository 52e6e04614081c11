// Runs one camera through html5-qrcode (stream, viewfinder, shaded scan box, torch), while the
// decoding is PassDesk's own pipeline on frames taken from the same video.
import type { Said } from '@shared/i18n/said';
import { Html5Qrcode, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { useEffect, useState } from 'react';
import { cameraProblem } from './useCameras';
import { scanBoxSize } from './scanBox';

export type CameraState =
  | { state: 'idle' }
  | { state: 'starting' }
  | {
      state: 'running';
      video: HTMLVideoElement;
      torch: TorchControl | null;
      /** The camera running, as the browser names it (null if it does not say). */
      deviceId: string | null;
    }
  | { state: 'failed'; problem: Said };

export interface TorchControl {
  isOn(): boolean;
  set(on: boolean): Promise<void>;
}

/**
 * html5-qrcode decodes each frame itself with zxing-js, scaled down to the on-screen size of the
 * box. PassDesk decodes the camera's full-resolution pixels with a stronger pipeline instead, so
 * html5-qrcode's own decoder is replaced by one that declines at once (no CPU spent twice).
 */
const declineAll = { decodeAsync: () => Promise.reject(new Error('decoded by PassDesk')) };

/**
 * Each view element's last session, ended: a new camera on the same element (another camera
 * picked, a remount) starts only once the previous one has let go of its stream and its nodes.
 */
const sessions = new Map<string, Promise<void>>();

/** Any camera: asked for when the cameras' ids are not known yet (access not granted). */
export const ANY_CAMERA = 'any-camera';

/**
 * `cameraId`: a camera's id, `ANY_CAMERA`, or null for none yet. `attempt`: changing it starts
 * the camera again (after it failed and the devices changed, e.g. the webcam was plugged back in).
 */
export function useHtml5Camera(
  elementId: string,
  cameraId: string | null,
  attempt = 0,
): CameraState {
  const [camera, setCamera] = useState<CameraState>({ state: 'idle' });
  useEffect(() => {
    if (cameraId === null) return;
    let live = true;
    const scanner = new Html5Qrcode(elementId, {
      verbose: false,
      formatsToSupport: [
        Html5QrcodeSupportedFormats.QR_CODE,
        Html5QrcodeSupportedFormats.PDF_417,
        Html5QrcodeSupportedFormats.AZTEC,
        Html5QrcodeSupportedFormats.CODE_128,
      ],
    });
    (scanner as unknown as { qrcode: typeof declineAll }).qrcode = declineAll;
    setCamera({ state: 'starting' });
    const previous = sessions.get(elementId) ?? Promise.resolve();
    const started = previous
      .then(() => {
        if (!live) return;
        return scanner.start(
          cameraId === ANY_CAMERA ? { facingMode: 'environment' } : cameraId,
          { fps: 2, qrbox: scanBoxSize, disableFlip: true },
          () => {},
          () => {},
        );
      })
      .then(() => {
        if (!live) return;
        const video = document.getElementById(elementId)?.querySelector('video');
        if (!video) throw new Error('html5-qrcode started without a video element');
        const stream = video.srcObject instanceof MediaStream ? video.srcObject : null;
        const track = stream?.getVideoTracks()[0];
        setCamera({
          state: 'running',
          video,
          torch: torchOf(scanner),
          deviceId: track?.getSettings().deviceId ?? null,
        });
        // An unplugged webcam ends its track; say so rather than show a frozen picture.
        track?.addEventListener('ended', () => {
          if (live) setCamera({ state: 'failed', problem: cameraProblem('ended') });
        });
      })
      .catch((error: unknown) => {
        if (live) setCamera({ state: 'failed', problem: cameraProblem(error) });
      });
    return () => {
      live = false;
      // Stop only once start has settled; stopping a camera mid-start leaves the stream open.
      const ended = started
        .then(() => {
          if (scanner.isScanning) return scanner.stop().then(() => scanner.clear());
        })
        .catch(() => {});
      sessions.set(elementId, ended);
    };
  }, [elementId, cameraId, attempt]);
  return cameraId === null ? { state: 'idle' } : camera;
}

function torchOf(scanner: Html5Qrcode): TorchControl | null {
  try {
    const torch = scanner.getRunningTrackCameraCapabilities().torchFeature();
    if (!torch.isSupported()) return null;
    return { isOn: () => torch.value() === true, set: (on) => torch.apply(on) };
  } catch {
    return null;
  }
}
