// Choices the settings screen offers: the account's loyalty programs and this computer's cameras.
import { useEffect, useState } from 'react';
import type { CachedTemplate } from '@shared/ipc/views';
import { api } from '../../bridge/api';

/**
 * Read again whenever the templates or the settings change: saving a key (or switching training
 * off) opens another workspace, whose list arrives after this screen first asked.
 */
export function usePrograms(): CachedTemplate[] {
  const [programs, setPrograms] = useState<CachedTemplate[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      api()
        .templates.list({ refresh: false })
        .then(
          (answer) =>
            live &&
            setPrograms(
              answer.items
                .filter((t) => t.kind === 'loyalty')
                .sort((a, b) => a.name.localeCompare(b.name)),
            ),
          () => live && setPrograms([]),
        );
    void read();
    const stops = [api().on('templates.changed', read), api().on('settings.changed', read)];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, []);
  return programs;
}

export function useCameras(): MediaDeviceInfo[] {
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    // Labels appear only once the camera permission was granted; ids are enough to choose.
    navigator.mediaDevices?.enumerateDevices().then(
      (devices) => setCameras(devices.filter((d) => d.kind === 'videoinput')),
      () => setCameras([]),
    );
  }, []);
  return cameras;
}
