// The cameras this computer has, listed without opening one: the camera is opened once, by the
// view (asking for it is what prompts for access). Before access is granted a browser lists
// cameras without ids or names; the list is read again once the camera runs (`relist`), and
// whenever a device is plugged in or out.
import { useCallback, useEffect, useRef, useState } from 'react';
import { said, type Said } from '@shared/i18n/said';

export interface CameraChoice {
  /** Empty until access to the cameras was granted. */
  readonly id: string;
  /** The name the system gives it; empty until access was granted (then it is said by number). */
  readonly name: string;
  /** From 1, in the system's order. */
  readonly number: number;
}

export type CameraList =
  | { state: 'loading' }
  | { state: 'ready'; cameras: readonly CameraChoice[]; changes: number }
  | { state: 'failed'; problem: Said };

const noCamera = said('shell.camera.noneConnected');

function toChoices(devices: readonly MediaDeviceInfo[]): CameraChoice[] {
  return devices
    .filter((d) => d.kind === 'videoinput')
    .map((d, i) => ({ id: d.deviceId, name: d.label, number: i + 1 }));
}

export function useCameras(): CameraList & { relist(): void } {
  const [list, setList] = useState<CameraList>({ state: 'loading' });
  const changes = useRef(0);
  const live = useRef(true);
  const relist = useCallback(() => {
    if (!navigator.mediaDevices?.enumerateDevices) {
      setList({ state: 'failed', problem: cameraProblem('NotFound', 'listing') });
      return;
    }
    navigator.mediaDevices.enumerateDevices().then(
      (devices) => {
        if (!live.current) return;
        const cameras = toChoices(devices);
        setList(
          cameras.length > 0
            ? { state: 'ready', cameras, changes: changes.current }
            : { state: 'failed', problem: noCamera },
        );
      },
      (error: unknown) => {
        if (live.current) setList({ state: 'failed', problem: cameraProblem(error, 'listing') });
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
export function cameraProblem(error: unknown, when: 'listing' | 'starting' = 'starting'): Said {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  if (/NotAllowed|Permission/i.test(text)) return said('shell.camera.blocked');
  if (/NotReadable|TrackStart|in use/i.test(text)) return said('shell.camera.inUse');
  if (/ended|disconnected/i.test(text)) return said('shell.camera.disconnected');
  if (/NotFound|Overconstrained/i.test(text)) {
    // Listing finds nothing only when no camera is plugged in at all.
    return said(when === 'listing' ? 'shell.camera.nonePlugged' : 'shell.camera.notConnected');
  }
  return said('shell.camera.cannotStart', { problem: text });
}
