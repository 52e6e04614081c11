// After the wizard: the program's sync state, and making it the program this station serves.
import { useState } from 'react';
import { createLoyaltyTemplateResponse } from '@shared/api';
import type { OutboxItemView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf, toAppError } from '../../../bridge/reviveErrors';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../app/paths';
import { useOutboxItem } from '../../../ui/useOutboxItem';

export function CreatedProgram({ item: first, name }: { item: OutboxItemView; name: string }) {
  const t = useT();
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
      <h1 id="created-title">{t('templates.loyalty.createdTitle', { name })}</h1>
      <div aria-live="polite" data-testid="program-state" data-state={item.state}>
        {item.state === 'synced' && <p>{t('templates.loyalty.created')}</p>}
        {(item.state === 'pending' || item.state === 'sending') && (
          <p>{t('templates.loyalty.pending')}</p>
        )}
        {(item.state === 'failed' || item.state === 'needsReview') && (
          <p role="alert" className="desk-error">
            {t('templates.loyalty.notCreated', {
              reason: item.lastError
                ? messageOf(toAppError(item.lastError))
                : t('templates.refused'),
            })}
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
            {served ? t('templates.loyalty.serving') : t('templates.loyalty.serve')}
          </button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      <p>
        <a href={`#${PATHS.templates}`}>{t('templates.backToList')}</a>
      </p>
    </section>
  );
}
