// The account's credits (4.8): which balance applies, a warning when few are left, and how old
// the reading is when the service cannot be reached.
import '../../ui/desk.css';
import { useCallback, useEffect, useState } from 'react';
import type { CreditsView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { ageOf } from '../../ui/readAge';
import { creditsSummary, LOW_CREDITS } from './creditsModel';

export default function CreditsScreen() {
  const [view, setView] = useState<CreditsView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (refresh: boolean) => {
    try {
      setView(await api().credits.get({ refresh }));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    void load(true);
    return api().on('credits.changed', setView);
  }, [load]);

  return (
    <section className="desk-screen" aria-labelledby="credits-title">
      <header className="desk-screen__header">
        <h1 id="credits-title">Credits</h1>
        <button type="button" onClick={() => void load(true)}>
          Refresh
        </button>
      </header>
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
      {view === undefined && <p>Reading credits…</p>}
      {view === null && (
        <p>
          The credits have not been read yet: the service could not be reached. Try Refresh when
          back online.
        </p>
      )}
      {view && <CreditsDetail view={view} />}
    </section>
  );
}

function CreditsDetail({ view }: { view: CreditsView }) {
  const summary = creditsSummary(view.credits);
  return (
    <>
      <dl className="credits" data-testid="credits">
        <div
          className={
            summary.plan === 'premium' ? 'credits__item credits__item--active' : 'credits__item'
          }
        >
          <dt>Premium credits</dt>
          <dd data-testid="premium-credits">{view.credits.premiumCredits}</dd>
        </div>
        <div
          className={
            summary.plan === 'free' ? 'credits__item credits__item--active' : 'credits__item'
          }
        >
          <dt>Free credits</dt>
          <dd data-testid="free-credits">{view.credits.freeCredits}</dd>
        </div>
      </dl>
      <p>{summary.explanation}</p>
      {summary.low && (
        <p className="desk-warning" role="alert" data-testid="low-credits">
          Only {summary.available} {summary.available === 1 ? 'credit is' : 'credits are'} left
          (warning below {LOW_CREDITS}). Issuing passes to new members uses credits; buy more before
          they run out.
        </p>
      )}
      <p className={view.stale ? 'desk-warning' : 'desk-muted'} data-testid="credits-read-at">
        {view.stale ? 'Offline: last read ' : 'Read '}
        <time dateTime={view.readAt}>{new Date(view.readAt).toLocaleString()}</time> (
        {ageOf(view.readAt, new Date())}).
      </p>
    </>
  );
}
