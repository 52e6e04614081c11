// The account's credits (4.8): which balance applies, a warning when few are left, and how old
// the reading is when the service cannot be reached.
import '../../ui/desk.css';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditsView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useSaid, useT } from '../../i18n/useT';
import { useAgo } from '../../ui/useAgo';
import { creditsSummary, LOW_CREDITS } from './creditsModel';
import { MOMENT } from '../queue/times';

const ACTIVE_ITEM = 'credits__item credits__item--active';

export default function CreditsScreen() {
  const [view, setView] = useState<CreditsView | null | undefined>(undefined);
  // The failure itself, said when shown, so a change of language says it again.
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const t = useT();

  const load = useCallback(async (refresh: boolean) => {
    try {
      setView(await api().credits.get({ refresh }));
      setError(null);
    } catch (e) {
      setError({ cause: e });
    }
  }, []);

  useEffect(() => {
    void load(true);
    return api().on('credits.changed', setView);
  }, [load]);

  return (
    <section className="desk-screen" aria-labelledby="credits-title">
      <header className="desk-screen__header">
        <h1 id="credits-title">{t('insights.credits.title')}</h1>
        <button type="button" onClick={() => void load(true)}>
          {t('insights.credits.refresh')}
        </button>
      </header>
      {error && (
        <p role="alert" className="desk-error">
          {messageOf(error.cause)}
        </p>
      )}
      {view === undefined && <p>{t('insights.credits.reading')}</p>}
      {view === null && <p>{t('insights.credits.unread')}</p>}
      {view && <CreditsDetail view={view} />}
    </section>
  );
}

function CreditsDetail({ view }: { view: CreditsView }) {
  const summary = creditsSummary(view.credits);
  const t = useT();
  const say = useSaid();
  const intl = useIntl();
  const ago = useAgo();
  const readAt = {
    at: intl.formatDate(view.readAt, MOMENT),
    age: ago(view.readAt, Date.now()),
    time: (chunks: ReactNode[]) => <time dateTime={view.readAt}>{chunks}</time>,
  };
  return (
    <>
      <dl className="credits" data-testid="credits">
        <div className={summary.plan === 'premium' ? ACTIVE_ITEM : 'credits__item'}>
          <dt>{t('insights.credits.premium')}</dt>
          <dd data-testid="premium-credits">{intl.formatNumber(view.credits.premiumCredits)}</dd>
        </div>
        <div className={summary.plan === 'free' ? ACTIVE_ITEM : 'credits__item'}>
          <dt>{t('insights.credits.free')}</dt>
          <dd data-testid="free-credits">{intl.formatNumber(view.credits.freeCredits)}</dd>
        </div>
      </dl>
      <p>{say(summary.explanation)}</p>
      {summary.low && (
        <p className="desk-warning" role="alert" data-testid="low-credits">
          {t('insights.credits.low', { count: summary.available, limit: LOW_CREDITS })}
        </p>
      )}
      <p className={view.stale ? 'desk-warning' : 'desk-muted'} data-testid="credits-read-at">
        <FormattedMessage
          id={view.stale ? 'insights.credits.lastRead' : 'insights.credits.read'}
          values={readAt}
        />
      </p>
    </>
  );
}
