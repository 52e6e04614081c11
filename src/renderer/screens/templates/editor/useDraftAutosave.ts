// Saves every edit as a local draft: a short debounce while typing, flushed at once on blur,
// on leaving the screen and before publishing, so nothing typed is ever lost.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { DraftSaver, type SaveState } from './draftSaver';

export type { SaveState };

export function useDraftAutosave(draftId: string, initialAt: string) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: initialAt });
  const saver = useMemo(
    () =>
      new DraftSaver((body) => api().drafts.save({ id: draftId, ...body }), setState, messageOf),
    [draftId],
  );

  useEffect(() => {
    const onLeave = () => void saver.flush();
    window.addEventListener('hashchange', onLeave);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('hashchange', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      void saver.flush();
    };
  }, [saver]);

  return { state, saver };
}
