// After the wizard: the program's sync state, and making it the program this station serves.
import { useState } from 'react';
import { createLoyaltyTemplateResponse } from '@shared/api';
import type { OutboxItemView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { PATHS } from '../../../app/paths';
import { useOutboxItem } from '../../../ui/useOutboxItem';

export function CreatedProgram({ item: first, name }: { item: OutboxItemView; name: string }) {
  const item = useOutboxItem(first) ?? first;
  const [served, setServed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const created = createLoyaltyTemplateResponse.safeParse(item.result);
  const dynamicPassId = created.success ? created.data.dynamicPassId : null;

  const serve = async () => {
    if (!dynamicPassId) return;
    try {
      await api().settings.update({ programId: dynamicPassId });
      setServed(dynamicPassId);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <section className="desk-screen" aria-labelledby="created-title">
      <h1 id="created-title">Loyalty program "{name}"</h1>
      <div aria-live="polite" data-testid="program-state" data-state={item.state}>
        {item.state === 'synced' && (
          <p>Created on the service. The card artwork is ready for every count.</p>
        )}
        {(item.state === 'pending' || item.state === 'sending') && (
          <p>Saved on this station; it is created on the service as soon as it can be reached.</p>
        )}
        {(item.state === 'failed' || item.state === 'needsReview') && (
          <p role="alert" className="desk-error">
            Not created: {item.lastError?.message ?? 'the service refused it'}.
          </p>
        )}
      </div>
      {dynamicPassId && (
        <div className="desk-actions">
          <button
            type="button"
            className="primary"
            onClick={() => void serve()}
            disabled={served !== null}
          >
            {served ? 'This station now serves this program' : 'Use this program at this station'}
          </button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      <p>
        <a href={`#${PATHS.templates}`}>Back to templates</a>
      </p>
    </section>
  );
}
