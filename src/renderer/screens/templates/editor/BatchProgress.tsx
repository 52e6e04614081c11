// Follows a background re-render batch (4.4 rule 3) to its end with a progress bar.
import { useEffect, useState } from 'react';
import { isBatchFinished } from '@shared/api';
import type { BatchView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';
import { useT } from '../../../i18n/useT';

const POLL_MS = 1000;

export function BatchProgress({
  batchId,
  passesUpdated,
}: {
  batchId: string;
  passesUpdated: number;
}) {
  const t = useT();
  const [batch, setBatch] = useState<BatchView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let finished = false;
    const take = (view: BatchView) => {
      if (view.batchId !== batchId) return;
      setBatch(view);
      setError(null);
      finished = isBatchFinished(view.status);
    };
    const off = api().on('batch.progress', take);
    // Events carry progress as it happens; polling covers a missed event or a restart.
    const poll = async () => {
      while (!finished) {
        try {
          take(await api().batches.get({ batchId }));
        } catch (e) {
          setError(messageOf(e));
        }
        if (!finished) await new Promise((r) => window.setTimeout(r, POLL_MS));
      }
    };
    void poll();
    return () => {
      finished = true;
      off();
    };
  }, [batchId]);

  const total = batch?.total ?? passesUpdated;
  const done = batch ? batch.processed + batch.failed : 0;
  const status = batch?.status ?? 'queued';
  return (
    <div className="batch-progress" data-testid="batch-progress" data-status={status}>
      <label htmlFor={`batch-${batchId}`}>
        {t('templates.batch.progress', { done, total, status })}
      </label>
      <progress id={`batch-${batchId}`} max={Math.max(total, 1)} value={total === 0 ? 1 : done} />
      {batch && batch.failed > 0 && (
        <p className="desk-warning">{t('templates.batch.failed', { count: batch.failed })}</p>
      )}
      {error && (
        <p className="desk-muted">{t('templates.batch.unavailable', { problem: error })}</p>
      )}
    </div>
  );
}
