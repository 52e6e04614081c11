// Follows a background re-render batch (4.4 rule 3) to its end with a progress bar.
import { countOf, formFor } from '@shared/words/plural';
import { useEffect, useState } from 'react';
import { isBatchFinished } from '@shared/api';
import type { BatchView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf } from '../../../bridge/reviveErrors';

const POLL_MS = 1000;

export function BatchProgress({
  batchId,
  passesUpdated,
}: {
  batchId: string;
  passesUpdated: number;
}) {
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
        Updating issued passes: {done} of {total}
        {status === 'completed' ? ' (done)' : status === 'failed' ? ' (stopped)' : ''}
      </label>
      <progress id={`batch-${batchId}`} max={Math.max(total, 1)} value={total === 0 ? 1 : done} />
      {batch && batch.failed > 0 && (
        <p className="desk-warning">
          {countOf(batch.failed, { one: 'pass', other: 'passes' })} could not be updated; publish
          again to try {formFor(batch.failed, { one: 'it', other: 'them' })} again.
        </p>
      )}
      {error && <p className="desk-muted">Progress unavailable for now: {error}</p>}
    </div>
  );
}
