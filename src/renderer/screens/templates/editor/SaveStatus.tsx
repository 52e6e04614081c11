// Says whether the draft on screen is saved on this station.
import type { SaveState } from './useDraftAutosave';

export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'saved'
      ? `Draft saved ${new Date(state.at).toLocaleTimeString()}`
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'unsaved'
          ? 'Editing…'
          : `Not saved: ${state.message}`;
  return (
    <p
      className={state.kind === 'error' ? 'desk-error' : 'desk-muted'}
      role="status"
      data-testid="save-status"
      data-state={state.kind}
    >
      {text}
    </p>
  );
}
