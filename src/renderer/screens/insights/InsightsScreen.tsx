// How the program is doing: a program, a period and whose figures (this station's or the whole
// account's), then the charts, and the queue's health beside them. Read again on every choice;
// the figures shown stay until the new ones arrive.
import { countOf, formFor } from '@shared/words/plural';
import '../../ui/desk.css';
import './insights.css';
import { useEffect, useState } from 'react';
import type { InsightsRequest, InsightsView } from '@shared/ipc/insightsView';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { ageOf } from '../../ui/readAge';
import { InsightsCharts } from './InsightsCharts';
import { PeriodPicker } from './PeriodPicker';
import { QueueHealth } from './QueueHealth';

type Scope = 'station' | 'account';

export default function InsightsScreen() {
  const [programId, setProgramId] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<InsightsRequest['period']>('7d');
  const [scope, setScope] = useState<Scope>('station');
  const [view, setView] = useState<InsightsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(true);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    setReading(true);
    api()
      .insights.get({ period, account: true, ...(programId ? { dynamicPassId: programId } : {}) })
      .then((answer) => {
        if (!current) return;
        setView(answer);
        setError(null);
      })
      .catch((e: unknown) => current && setError(messageOf(e)))
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [programId, period, asked]);

  const figures = view ? (scope === 'account' ? view.account : view.station) : null;
  const fileStem = view
    ? `insights-${(view.program?.name ?? 'program').replace(/[^\p{L}\p{N}]+/gu, '-')}-${view.fromDay}-to-${view.toDay}-${scope}`
    : 'insights';
  const otherStations =
    view?.account && view.station ? Math.max(0, view.account.visits - view.station.visits) : null;

  return (
    <section className="desk-screen insights" aria-labelledby="insights-title" aria-busy={reading}>
      <div className="insights-controls">
        <h1 id="insights-title">Insights</h1>
        <label>
          Program
          <select
            value={view?.program?.dynamicPassId ?? ''}
            onChange={(e) => setProgramId(e.target.value)}
            disabled={!view || view.programs.length === 0}
          >
            {view?.programs.length === 0 && <option value="">No loyalty program yet</option>}
            {view?.programs.map((p) => (
              <option key={p.dynamicPassId} value={p.dynamicPassId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <PeriodPicker period={period} onChange={setPeriod} />
        <fieldset className="insights-scope">
          <legend>Figures of</legend>
          {(['station', 'account'] as const).map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="insights-scope"
                checked={scope === s}
                onChange={() => setScope(s)}
              />
              {s === 'station' ? 'This station' : 'Whole account'}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => setAsked((n) => n + 1)} disabled={reading}>
          Refresh
        </button>
      </div>
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
      {view && <Notes view={view} scope={scope} />}
      {!view && !error && <p>Reading the figures…</p>}
      {view && figures && (
        <InsightsCharts
          figures={figures}
          fromDay={view.fromDay}
          lastDay={view.toDay}
          fileStem={fileStem}
          otherStations={scope === 'station' ? otherStations : null}
        />
      )}
      <QueueHealth />
    </section>
  );
}

function Notes({ view, scope }: { view: InsightsView; scope: Scope }) {
  const now = new Date();
  return (
    <div className="insights-notes" role="status" data-testid="insights-notes">
      <p className="desk-muted">
        {view.fromDay === view.toDay ? view.fromDay : `${view.fromDay} to ${view.toDay}`}, in the
        store’s time ({view.timeZone}).
      </p>
      {!view.program && <p>Choose a loyalty program on the Templates screen first.</p>}
      {scope === 'station' && view.waitingVisits > 0 && (
        <p className="desk-warning">
          {countOf(view.waitingVisits, 'check-in')}{' '}
          {formFor(view.waitingVisits, { one: 'is', other: 'are' })} waiting to sync and not counted
          yet: the figures count {formFor(view.waitingVisits, { one: 'it', other: 'them' })} once
          the service has {formFor(view.waitingVisits, { one: 'it', other: 'them' })}.
        </p>
      )}
      {scope === 'account' && view.accountNote && (
        <p className="desk-warning">{view.accountNote}</p>
      )}
      {scope === 'account' && view.accountReadAt && (
        <p className="desk-muted">
          The account’s log was read {ageOf(view.accountReadAt, now)}
          {view.accountNote ? ': showing what the station had then.' : '.'}
        </p>
      )}
      {scope === 'account' && !view.account && (
        <p>The account’s figures have not been read yet: they need the service.</p>
      )}
    </div>
  );
}
