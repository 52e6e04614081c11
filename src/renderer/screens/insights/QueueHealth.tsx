// The queue's health as the insights show it: what waits, what failed, what needs a person, and
// how long the oldest has waited.
import { useNow } from '../../app/useNow';
import { ageOf } from '../../ui/readAge';
import { useSyncStatus } from '../../stores/syncStatus';

export function QueueHealth({ waitingVisits }: { waitingVisits: number }) {
  const status = useSyncStatus((s) => s.status);
  const now = useNow(30_000);
  if (!status) return null;
  const rows = [
    { label: 'Waiting to sync', value: status.pending + status.sending },
    { label: 'Check-ins waiting', value: waitingVisits },
    { label: 'Failed', value: status.failed + status.managerAttention },
    { label: 'Needs review', value: status.needsReview },
  ];
  return (
    <section className="insights-queue" aria-labelledby="insights-queue-title">
      <h2 id="insights-queue-title">Queue health</h2>
      <dl className="insights-tiles" data-testid="queue-health">
        {rows.map((r) => (
          <div key={r.label} className="insights-tile">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
        <div className="insights-tile">
          <dt>Oldest waiting</dt>
          <dd>{status.oldestPendingAt ? ageOf(status.oldestPendingAt, new Date(now)) : 'none'}</dd>
        </div>
      </dl>
      <p className="desk-muted">
        {status.online
          ? 'Online.'
          : 'Offline: figures are this station’s own until the line is back.'}
      </p>
    </section>
  );
}
