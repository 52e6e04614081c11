// Says whether the draft on screen is saved on this station.
import { useT } from '../../../i18n/useT';
import type { SaveState } from './useDraftAutosave';

export function SaveStatus({ state }: { state: SaveState }) {
  const t = useT();
  const text =
    state.kind === 'saved'
      ? t('templates.save.saved', { at: new Date(state.at) })
      : state.kind === 'saving'
        ? t('templates.save.saving')
        : state.kind === 'unsaved'
          ? t('templates.save.editing')
          : t('templates.save.failed', { problem: state.message });
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
