// How the program is doing: a program, a period and whose figures (this station's or the whole
// account's), then the charts, and the queue's health beside them. Read again on every choice;
// the figures shown stay until the new ones arrive.
import '../../ui/desk.css';
import './insights.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InsightsRequest, InsightsView } from '@shared/ipc/insightsView';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { InsightsCharts } from './InsightsCharts';
import { PeriodPicker } from './PeriodPicker';
import { QueueHealth } from './QueueHealth';
import { useAgo } from '../../ui/useAgo';

type Scope = 'station' | 'account';

export default function InsightsScreen() {
  const [programId, setProgramId] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<InsightsRequest['period']>('7d');
  const [scope, setScope] = useState<Scope>('station');
  const [view, setView] = useState<InsightsView | null>(null);
  // The failure itself, said when shown, so a change of language says it again.
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const t = useT();
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
      .catch((e: unknown) => current && setError({ cause: e }))
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
        <h1 id="insights-title">{t('insights.title')}</h1>
        <label>
          {t('insights.program')}
          <select
            value={view?.program?.dynamicPassId ?? ''}
            onChange={(e) => setProgramId(e.target.value)}
            disabled={!view || view.programs.length === 0}
          >
            {view?.programs.length === 0 && <option value="">{t('insights.noProgram')}</option>}
            {view?.programs.map((p) => (
              <option key={p.dynamicPassId} value={p.dynamicPassId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <PeriodPicker period={period} onChange={setPeriod} />
        <fieldset className="insights-scope">
          <legend>{t('insights.scope.legend')}</legend>
          {(['station', 'account'] as const).map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="insights-scope"
                checked={scope === s}
                onChange={() => setScope(s)}
              />
              {s === 'station' ? t('insights.scope.station') : t('insights.scope.account')}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => setAsked((n) => n + 1)} disabled={reading}>
          {t('insights.refresh')}
        </button>
      </div>
      {error && (
        <p role="alert" className="desk-error">
          {messageOf(error.cause)}
        </p>
      )}
      {view && <Notes view={view} scope={scope} />}
      {!view && !error && <p>{t('insights.reading')}</p>}
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
  const t = useT();
  const intl = useIntl();
  const ago = useAgo();
  const day = (iso: string) =>
    intl.formatDate(Date.parse(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="insights-notes" role="status" data-testid="insights-notes">
      <p className="desk-muted">
        {view.fromDay === view.toDay
          ? t('insights.notes.day', { day: day(view.fromDay), timeZone: view.timeZone })
          : t('insights.notes.days', {
              from: day(view.fromDay),
              to: day(view.toDay),
              timeZone: view.timeZone,
            })}
      </p>
      {!view.program && <p>{t('insights.notes.chooseProgram')}</p>}
      {scope === 'station' && view.waitingVisits > 0 && (
        <p className="desk-warning">{t('insights.notes.waiting', { count: view.waitingVisits })}</p>
      )}
      {scope === 'account' && view.accountNote && (
        <p className="desk-warning">{view.accountNote}</p>
      )}
      {scope === 'account' && view.accountReadAt && (
        <p className="desk-muted">
          {t(view.accountNote ? 'insights.notes.readThen' : 'insights.notes.read', {
            age: ago(view.accountReadAt, Date.now()),
          })}
        </p>
      )}
      {scope === 'account' && !view.account && <p>{t('insights.notes.accountUnread')}</p>}
    </div>
  );
}
