// Saves every edit as a local draft: a short debounce while typing, flushed at once on blur,
// on leaving the screen and before publishing, so nothing typed is ever lost.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PassdeskApi } from '@shared/ipc/bridge';
import { messageOf } from '../deskApi';

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string };

const DEBOUNCE_MS = 300;

export function useDraftAutosave(api: PassdeskApi, draftId: string, initialAt: string) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: initialAt });
  const pending = useRef<{ name: string; data: Record<string, unknown> } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return inFlight.current;
    pending.current = null;
    // Saves run one after another, so an older body can never land after a newer one.
    inFlight.current = inFlight.current.then(async () => {
      setState({ kind: 'saving' });
      try {
        const saved = await api.drafts.save({ id: draftId, ...next });
        if (!pending.current) setState({ kind: 'saved', at: saved.updatedAt });
      } catch (error) {
        pending.current ??= next;
        setState({ kind: 'error', message: messageOf(error) });
      }
    });
    return inFlight.current;
  }, [api, draftId]);

  const schedule = useCallback(
    (name: string, data: Record<string, unknown>) => {
      pending.current = { name, data };
      setState({ kind: 'unsaved' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onLeave = () => void flush();
    window.addEventListener('hashchange', onLeave);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('hashchange', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      void flush();
    };
  }, [flush]);

  return { state, schedule, flush };
}
