// Training's offline drill: a switch that cuts the training station from its service and back,
// so a trainee sees what an outage shows (Offline, check-ins waiting, the queue draining after).
import { useState } from 'react';
import type { SettingsView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';

export function PractiseOfflineSection({
  view,
  onChange,
}: {
  view: SettingsView;
  onChange: (view: SettingsView) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!view.trainingMode) return null;

  const flip = async (on: boolean) => {
    setBusy(true);
    try {
      onChange(await api().training.practiseOffline({ on }));
      setProblem(null);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="form-group" aria-labelledby="practise-offline-title">
      <h2 id="practise-offline-title">{t('settings.offline.title')}</h2>
      <label className="choice">
        <input
          type="checkbox"
          role="switch"
          checked={view.practisingOffline}
          disabled={busy}
          aria-describedby="practise-offline-hint"
          onChange={(e) => void flip(e.target.checked)}
          data-testid="practise-offline"
        />{' '}
        {t('settings.offline.switch')}
      </label>
      <p id="practise-offline-hint" className="field-hint">
        {t('settings.offline.hint')}
      </p>
      {problem && (
        <p role="alert" className="desk-error">
          {problem}
        </p>
      )}
    </section>
  );
}
