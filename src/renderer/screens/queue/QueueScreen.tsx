// The queue: what needs a person on top (retry, discard or correct each), then what waits to
// sync under each member; and the journal's export.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OutboxItemView } from '@shared/ipc/views';
import { isCounterItem } from '@shared/ipc/access';
import { AppError } from '@shared/ipc/errors';
import { ManagerGate } from '../../ui/ManagerGate';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { reviewPhrase, summaryPhrase, usePhrase } from '../../state/counterPhrase';
import { useQueue } from '../../state/queue';
import { useSyncStatus } from '../../state/syncStatus';
import { WaitingItems } from './WaitingItems';
import { RecentJournal } from './RecentJournal';
import { StoreConflictsPanel } from './StoreConflictsPanel';
import './queue.css';
import { CsvExportButton } from '../../ui/CsvExportButton';
import { MOMENT } from './times';

export default function QueueScreen() {
  const items = useQueue((s) => s.items);
  const loaded = useQueue((s) => s.loaded);
  const error = useQueue((s) => s.error);
  const waiting = useQueue((s) => s.waiting);
  const names = useQueue((s) => s.names);
  const waitingTotal = useSyncStatus((s) => (s.status ? s.status.pending + s.status.sending : 0));
  const t = useT();

  useEffect(() => useQueue.getState().follow(), []);

  return (
    <div className="queue">
      <header className="queue-head">
        <h1>{t('insights.queue.title')}</h1>
        <ExportJournal />
      </header>
      {error && (
        <p className="error-text" role="alert">
          {messageOf(error.cause, t(error.fallbackId))}
        </p>
      )}
      <StoreConflictsPanel />
      {!loaded ? (
        <p>{t('common.loading')}</p>
      ) : items.length === 0 && waiting.length === 0 ? (
        <p className="all-clear" data-testid="queue-empty">
          {t('insights.queue.allClear')}
        </p>
      ) : (
        <>
          {items.length > 0 && (
            <section aria-labelledby="attention-title">
              <h2 id="attention-title">{t('insights.queue.attention')}</h2>
              <ul className="queue-list" aria-label={t('insights.queue.attentionList')}>
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
  const t = useT();
  const say = usePhrase();
  const intl = useIntl();
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
            {t('insights.queue.correctTo', { count: correction.updatedCount })}
          </button>
        )}
        <button type="button" disabled={working} onClick={() => void act('retry', item.id)}>
          {t('insights.queue.retry')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={working || confirming}
          onClick={() => setConfirming(true)}
        >
          {t('insights.queue.discard')}
        </button>
      </div>
      {confirming && (
        <div
          className="row confirm"
          role="alertdialog"
          aria-labelledby={`discard-${item.id}`}
          aria-describedby={`discard-${item.id}-why`}
        >
          <strong id={`discard-${item.id}`}>
            {t('insights.queue.discardAsk', { summary: say(summaryPhrase(item)) })}
          </strong>
          <span id={`discard-${item.id}-why`}>
            {t('insights.queue.discardWhy')}
            {held.length > 0 && ` ${t('insights.queue.discardHeld', { count: held.length })}`}
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
            {warning ? t('insights.queue.discardAnyway') : t('insights.queue.discardIt')}
          </button>
          {held.length > 0 && (
            <button
              type="button"
              className="danger"
              disabled={working}
              onClick={() => void act('discard', item.id, { withHeld: true })}
            >
              {t('insights.queue.discardWithHeld', { count: held.length })}
            </button>
          )}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('insights.queue.keep')}
          </button>
        </div>
      )}
    </>
  );
  return (
    <li className="queue-item" data-state={item.state} data-testid="queue-item">
      <div className="queue-item-text">
        <strong>{say(summaryPhrase(item))}</strong>
        <span className="queue-state">
          {item.state === 'failed' ? t('insights.queue.failed') : t('insights.queue.needsReview')}
          {item.unverified && <NotVerified />}
        </span>
        {item.unverified && <span>{t('insights.queue.unverified')}</span>}
        <span>
          {t('insights.queue.taken', {
            at: intl.formatDate(item.createdAt, MOMENT),
            attempts: item.attempts,
          })}
        </span>
        {item.lastError && (
          <span className="error-text">{messageOf(AppError.from(item.lastError))}</span>
        )}
        {item.review && (
          <span>
            {say(reviewPhrase(item.review))}
            {Object.keys(item.review.evidence).length > 0 && (
              // JSON reads left to right in every language: in Arabic its braces stay in place.
              <code className="evidence" dir="ltr">
                {JSON.stringify(item.review.evidence)}
              </code>
            )}
          </span>
        )}
      </div>
      {isCounterItem(item.kind) ? (
        decisions
      ) : (
        // A manager's work (a template, a program): only a manager decides on it.
        <ManagerGate what={t('insights.queue.decideOn', { summary: say(summaryPhrase(item)) })}>
          {decisions}
        </ManagerGate>
      )}
      {held.length > 0 && <HeldItems held={held} />}
    </li>
  );
}

/** What waits behind a failed item: sent after it once it is retried and goes through. */
function HeldItems({ held }: { held: OutboxItemView[] }) {
  const t = useT();
  const say = usePhrase();
  const intl = useIntl();
  return (
    <details className="held" data-testid="held-items">
      <summary>{t('insights.queue.heldSummary', { count: held.length })}</summary>
      <ul aria-label={t('insights.queue.heldList')}>
        {held.map((h) => (
          <li key={h.id} data-testid="held-item">
            {say(summaryPhrase(h))} · {intl.formatDate(h.createdAt, MOMENT)}
            {h.unverified && <NotVerified />}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The mark beside an item scanned offline that the member list did not know. */
function NotVerified() {
  const t = useT();
  return <span className="unverified-mark"> · {t('insights.queue.notVerified')}</span>;
}

function ExportJournal() {
  const t = useT();
  return (
    <CsvExportButton
      label={t('insights.queue.exportJournal')}
      failure={t('insights.queue.exportFailed')}
      load={() => api().journal.exportCsv({})}
    />
  );
}
