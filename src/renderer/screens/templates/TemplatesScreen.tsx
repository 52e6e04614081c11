// The templates this station knows, from the cache, refreshed from the service on request.
import { useCallback, useEffect, useState } from 'react';
import type { CachedTemplate } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';

export default function TemplatesScreen() {
  const [items, setItems] = useState<CachedTemplate[]>([]);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(async (refresh: boolean) => {
    try {
      const answer = await api().templates.list({ refresh });
      setItems(answer.items);
      setNote(answer.stale ? 'The service could not be reached: showing the saved copy.' : null);
    } catch (error) {
      setNote(messageOf(error, 'Could not read the templates.'));
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  return (
    <div className="templates">
      <header className="queue-head">
        <h1>Templates</h1>
        <button type="button" onClick={() => void load(true)}>
          Refresh from the service
        </button>
      </header>
      {note && <p role="status">{note}</p>}
      <ul className="plain-list">
        {items.map((t) => (
          <li key={t.dynamicPassId}>
            <strong>{t.name}</strong> · {t.kind === 'loyalty' ? 'Loyalty program' : 'Pass template'}
          </li>
        ))}
      </ul>
    </div>
  );
}
