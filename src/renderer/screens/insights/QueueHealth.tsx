// The queue's health as the insights show it: this station's items by state (each counted in one
// state only, so the tiles add up), and how long the oldest waiting one has waited.
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/messageId';
import { useNow } from '../../app/useNow';
import { useT } from '../../i18n/useT';
import { useSyncStatus } from '../../state/syncStatus';
import { FigureTile } from './FigureTile';
import { FIGURE } from './insightsModel';
import { useAgo } from '../../ui/useAgo';

interface HealthTile {
  name: MessageId;
  value: number | string;
  definition: MessageId;
}

export function QueueHealth() {
  const status = useSyncStatus((s) => s.status);
  const now = useNow(30_000);
  const t = useT();
  const intl = useIntl();
  const ago = useAgo();
  if (!status) return null;
  const tiles: HealthTile[] = [
    {
      name: 'insights.health.waiting',
      value: status.pending + status.sending,
      definition: 'insights.health.waitingMeans',
    },
    {
      name: 'insights.health.failed',
      value: status.failed + status.managerAttention,
      definition: 'insights.health.failedMeans',
    },
    {
      name: 'insights.health.review',
      value: status.needsReview,
      definition: 'insights.health.reviewMeans',
    },
    {
      name: 'insights.health.oldest',
      value: status.oldestPendingAt ? ago(status.oldestPendingAt, now) : t('insights.health.none'),
      definition: 'insights.health.oldestMeans',
    },
  ];
  return (
    <section className="insights-queue" aria-labelledby="insights-queue-title">
      <h2 id="insights-queue-title">{t('insights.health.title')}</h2>
      <dl className="insights-tiles" data-testid="queue-health">
        {tiles.map((tile) => (
          <FigureTile
            key={tile.name}
            label={t(tile.name)}
            value={
              typeof tile.value === 'number' ? intl.formatNumber(tile.value, FIGURE) : tile.value
            }
            definition={t(tile.definition)}
          />
        ))}
      </dl>
      <p className="desk-muted">
        {status.online ? t('insights.health.online') : t('insights.health.offline')}
      </p>
    </section>
  );
}
