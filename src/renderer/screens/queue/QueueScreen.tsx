// The queue: what needs a person on top (retry, discard or correct each), then what waits to
// sync under each member; and the journal's export.
import { countOf, formFor } from '@shared/words/plural';
import { useEffect, useMemo, useState } from 'react';
import type { OutboxItemView } from '@shared/ipc/views';
import { isCounterItem } from '@shared/ipc/access';
import { ManagerGate } from '../../ui/ManagerGate';
import { api } from '../../bridge/api';
import { useQueue } from '../../stores/queue';
import { useSyncStatus } from '../../stores/syncStatus';
import { WaitingItems } from './WaitingItems';
import { RecentJournal } from './RecentJournal';
import { StoreConflictsPanel } from './StoreConflictsPanel';
import './queue.css';
import { CsvExportButton } from '../../ui/CsvExportButton';

export default function QueueScreen() {
  const items = useQueue((s) => s.items);
  const loaded = useQueue((s) => s.loaded);
  const error = useQueue((s) => s.error);
  const waiting = useQueue((s) => s.waiting);
  const names = useQueue((s) => s.names);
  const waitingTotal = useSyncStatus((s) => (s.status ? s.status.pending + s.status.sending : 0));

  useEffect(() => useQueue.getState().follow(), []);

  return (
    <div className="queue">
      <header className="queue-head">
        <h1>Queue</h1>
        <ExportJournal />
      </header>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <StoreConflictsPanel />
      {!loaded ? (
        <p>Loading…</p>
      ) : items.length === 0 && waiting.length === 0 ? (
        <p className="all-clear" data-testid="queue-empty">
          Nothing needs attention and nothing is waiting to sync.
        </p>
      ) : (
        <>
          {items.length > 0 && (
            <section aria-labelledby="attention-title">
              <h2 id="attention-title">Needs a person</h2>
              <ul className="queue-list" aria-label="Items that need attention">
                {items.map((item) => (
                  <QueueRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
          )}
          <WaitingItems waiting={waiting} names={names} total={waitingTotal} />
        </>
      )}
      <RecentJournal />
    </div>
  );
}

function QueueRow({ item }: { item: OutboxItemView }) {
  const working = useQueue((s) => Boolean(s.working[item.id]));
  const act = useQueue((s) => s.act);
  const allHeld = useQueue((s) => s.held);
  const held = useMemo(() => allHeld.filter((h) => h.heldBy === item.id), [allHeld, item.id]);
  const correction = item.review?.correction;
  const warning = useQueue((s) => s.confirmFirst[item.id]);
  const [confirming, setConfirming] = useState(false);
  const decisions = (
    <>
      <div className="row">
        {correction && (
          <button
            type="button"
            className="primary"
            disabled={working}
            onClick={() => void act('correct', item.id)}
          >
            Correct to {correction.updatedCount}
          </button>
        )}
        <button type="button" disabled={working} onClick={() => void act('retry', item.id)}>
          Retry
        </button>
        <button
          type="button"
          className="danger"
          disabled={working || confirming}
          onClick={() => setConfirming(true)}
        >
          Discard…
        </button>
      </div>
      {confirming && (
        <div
          className="row confirm"
          role="alertdialog"
          aria-labelledby={`discard-${item.id}`}
          aria-describedby={`discard-${item.id}-why`}
        >
          <strong id={`discard-${item.id}`}>Discard “{item.summary}”?</strong>
          <span id={`discard-${item.id}-why`}>
            It will never be sent, and it stays in the journal as discarded.
            {held.length > 0 &&
              ` The ${countOf(held.length, 'item')} waiting behind it ${formFor(held.length, { one: 'is', other: 'are' })} then sent, unless discarded with it.`}
          </span>
          {warning && (
            <span className="error-text" role="alert" data-testid="discard-warning">
              {warning}
            </span>
          )}
          <button
            type="button"
            className="danger"
            disabled={working}
            onClick={() => void act('discard', item.id, warning ? { confirm: true } : {})}
          >
            {warning ? 'Discard anyway' : 'Discard it'}
          </button>
          {held.length > 0 && (
            <button
              type="button"
              className="danger"
              disabled={working}
              onClick={() => void act('discard', item.id, { withHeld: true })}
            >
              Discard it and the {held.length} behind it
            </button>
          )}
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      )}
    </>
  );
  return (
    <li className="queue-item" data-state={item.state} data-testid="queue-item">
      <div className="queue-item-text">
        <strong>{item.summary}</strong>
        <span className="queue-state">
          {item.state === 'failed' ? 'Failed' : 'Needs review'}
          {item.unverified && <span className="unverified-mark"> · Not verified</span>}
        </span>
        {item.unverified && (
          <span>Scanned offline: the code was not in the member list, so the service decides.</span>
        )}
        <span>
          {new Date(item.createdAt).toLocaleString()} · {countOf(item.attempts, 'attempt')}
        </span>
        {item.lastError && <span className="error-text">{item.lastError.message}</span>}
        {item.review && (
          <span>
            {item.review.reason}
            {Object.keys(item.review.evidence).length > 0 && (
              <code className="evidence">{JSON.stringify(item.review.evidence)}</code>
            )}
          </span>
        )}
      </div>
      {isCounterItem(item.kind) ? (
        decisions
      ) : (
        // A manager's work (a template, a program): only a manager decides on it.
        <ManagerGate what={`Deciding on “${item.summary}”`}>{decisions}</ManagerGate>
      )}
      {held.length > 0 && <HeldItems held={held} />}
    </li>
  );
}

/** What waits behind a failed item: sent after it once it is retried and goes through. */
function HeldItems({ held }: { held: OutboxItemView[] }) {
  return (
    <details className="held" data-testid="held-items">
      <summary>
        {held.length} waiting behind it (sent once this one goes through, or is discarded)
      </summary>
      <ul aria-label="Waiting behind it">
        {held.map((h) => (
          <li key={h.id} data-testid="held-item">
            {h.summary} · {new Date(h.createdAt).toLocaleString()}
            {h.unverified && <span className="unverified-mark"> · Not verified</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ExportJournal() {
  return (
    <CsvExportButton
      label="Export journal (CSV)"
      failure="Could not export the journal."
      load={() => api().journal.exportCsv({})}
    />
  );
}
