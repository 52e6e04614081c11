// The queue's health as the insights show it: this station's items by state (each counted in one
// state only, so the tiles add up), and how long the oldest waiting one has waited.
import { useNow } from '../../app/useNow';
import { ageOf } from '../../ui/readAge';
import { useSyncStatus } from '../../stores/syncStatus';
import { FigureTile, type Figure } from './FigureTile';

export function QueueHealth() {
  const status = useSyncStatus((s) => s.status);
  const now = useNow(30_000);
  if (!status) return null;
  const tiles: Figure[] = [
    {
      label: 'Waiting to sync',
      value: String(status.pending + status.sending),
      definition:
        'Changes kept on this station that the service has not confirmed yet, check-ins among them; they are sent on their own.',
    },
    {
      label: 'Failed',
      value: String(status.failed + status.managerAttention),
      definition:
        'Changes the service refused, kept until a person retries or discards them on the Queue screen (archives on the Archive screen).',
    },
    {
      label: 'Needs review',
      value: String(status.needsReview),
      definition:
        'Check-ins the service may have applied twice: the Queue screen shows the evidence and a one-step correction.',
    },
    {
      label: 'Oldest waiting',
      value: status.oldestPendingAt ? ageOf(status.oldestPendingAt, new Date(now)) : 'none',
      definition: 'How long the oldest change waiting to sync has waited.',
    },
  ];
  return (
    <section className="insights-queue" aria-labelledby="insights-queue-title">
      <h2 id="insights-queue-title">Queue health</h2>
      <dl className="insights-tiles" data-testid="queue-health">
        {tiles.map((tile) => (
          <FigureTile key={tile.label} {...tile} />
        ))}
      </dl>
      <p className="desk-muted">
        {status.online
          ? 'Online.'
          : 'Offline: figures are this station’s own until the line is back.'}
      </p>
    </section>
  );
}
