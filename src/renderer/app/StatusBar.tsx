// Always on screen: online or offline, how many items wait, the oldest one's age, the store's
// other tills, the last error.
import { useState } from 'react';
import { api } from '../bridge/api';
import { useStationLink } from '../bridge/stationLink';
import { useSettings } from '../state/settings';
import { useSyncStatus } from '../state/syncStatus';
import { navigate } from '../state/location';
import { IN_A_BAR, useAgo } from '../ui/useAgo';
import { PATHS } from './paths';
import { statusWords } from './statusWords';
import { StatusProblem } from './StatusProblem';
import { ConflictsNamed, StorePeers } from './StorePeers';
import { useStoreStatus } from '../state/storeStatus';
import { useNow } from './useNow';
import { useT } from '../i18n/useT';
import { shapePhrase, usePhrase } from '../state/counterPhrase';
import './statusBar.css';

export function StatusBar() {
  const t = useT();
  const phrase = usePhrase();
  const ago = useAgo();
  const status = useSyncStatus((s) => s.status);
  const now = useNow(1000);
  const linked = useStationLink((s) => s.up);
  const training = useSettings((s) => s.settings?.trainingMode ?? false);
  const conflicts = useStoreStatus((s) => s.status?.openConflicts ?? 0);
  const [syncing, setSyncing] = useState(false);
  const syncNow = async () => {
    setSyncing(true);
    try {
      useSyncStatus.setState({ status: await api().sync.now({}) });
    } catch {
      // The status bar already says what is wrong (offline, paused, the last error).
    } finally {
      setSyncing(false);
    }
  };

  if (!linked) {
    return (
      <footer className="status-bar" data-connection="paused">
        <div className="status-items" role="alert">
          <span className="status-connection" data-testid="status-connection">
            <span className="dot" aria-hidden="true" />
            {t('shell.status.notAnswering')}
          </span>
          <span>{t('shell.status.stopped')}</span>
        </div>
      </footer>
    );
  }

  if (!status) {
    return (
      <footer className="status-bar">
        <div role="status">{t('shell.status.connecting')}</div>
      </footer>
    );
  }
  const waiting = status.pending + status.sending;
  // Conflicts between tills wait on the Queue screen too, for a manager to decide.
  const attention = status.failed + status.needsReview + conflicts;
  const words = statusWords(status, training);
  return (
    <footer className="status-bar" data-connection={words.connection}>
      <div className="status-items">
        {words.training && (
          <span className="status-training" data-testid="status-training">
            <span className="status-training__title">{t(words.training)}</span>
            {/* Under the title, so the badge stays narrow and says it whole at every till. */}
            {words.trainingDetail && (
              <>
                {' '}
                <span className="status-training__detail">{t(words.trainingDetail)}</span>
              </>
            )}
          </span>
        )}
        {/* Announced when the state changes, never for a clock that ticks: ages stay outside. */}
        <span className="status-state" role="status" aria-atomic="true" data-testid="status-state">
          <span className="status-connection" data-testid="status-connection">
            <span className="dot" aria-hidden="true" />
            {t(words.connectionSays)}
          </span>
          <span data-testid="status-waiting">{t('shell.status.waiting', { count: waiting })}</span>
        </span>
        {status.oldestPendingAt && waiting > 0 && (
          <span className="status-oldest" data-testid="status-oldest">
            {t('shell.status.oldest', { ago: ago(status.oldestPendingAt, now, IN_A_BAR) })}
          </span>
        )}
        {attention > 0 && (
          <button
            type="button"
            className="status-button"
            onClick={() => navigate(PATHS.queue)}
            data-testid="status-attention"
          >
            {t('shell.status.attention', { count: attention })}
            {conflicts > 0 && <ConflictsNamed count={conflicts} />}
          </button>
        )}
        {waiting + attention > 0 && !status.paused && (
          <button
            type="button"
            className="status-button"
            disabled={syncing}
            onClick={() => void syncNow()}
            data-testid="status-sync-now"
          >
            {t(syncing ? 'shell.status.syncing' : 'shell.status.syncNow')}
          </button>
        )}
        <StorePeers />
        {words.problem ? (
          <StatusProblem
            heading={t('shell.status.paused')}
            leadWithHeading={false}
            message={phrase(words.problem)}
            testId="status-paused"
          />
        ) : (
          status.lastError &&
          !status.paused && (
            <StatusProblem
              heading={t('shell.status.lastError', {
                ago: ago(status.lastError.at, now, IN_A_BAR),
              })}
              leadWithHeading
              // The core's English stays for its log; the page says the problem in its language.
              message={phrase(shapePhrase(status.lastError))}
              testId="status-last-error"
            />
          )
        )}
      </div>
    </footer>
  );
}
