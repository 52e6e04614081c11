// Choices the settings screen offers: the account's loyalty programs and this computer's cameras.
import { useEffect, useState } from 'react';
import type { CachedTemplate } from '@shared/ipc/views';
import { api } from '../../bridge/api';

export function usePrograms(): CachedTemplate[] {
  const [programs, setPrograms] = useState<CachedTemplate[]>([]);
  useEffect(() => {
    api()
      .templates.list({ refresh: false })
      .then(
        (answer) =>
          setPrograms(
            answer.items
              .filter((t) => t.kind === 'loyalty')
              .sort((a, b) => a.name.localeCompare(b.name)),
          ),
        () => setPrograms([]),
      );
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
