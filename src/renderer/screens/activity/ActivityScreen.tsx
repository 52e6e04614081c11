// Activity to look at: the flags of the last 30 days by day, with the visits behind each, filters
// by signal, person, member and till, the member's history and the person's day, a CSV, the
// printable summary and the owner's rules.
import '../../ui/desk.css';
import './activity.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SIGNALS, type Signal } from '@shared/flags/flagRules';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { FlagView } from '@shared/ipc/flagsContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useSettings } from '../../state/settings';
import { CsvExportButton } from '../../ui/CsvExportButton';
import { FlagCard, type Look } from './FlagCard';
import { useFlagCount } from './flagCountState';
import { byDay, signalName } from './flagWords';
import { LookPanel } from './LookPanel';
import { RulesPanel } from './RulesPanel';

/** How soon a list the core was still catching up on is asked for again. */
const BEHIND_ASK_MS = 2000;

interface Filters {
  signal?: Signal;
  staff?: string;
  station?: string;
  customerId?: string;
  state: 'open' | 'all';
}

export default function ActivityScreen() {
  const t = useT();
  const intl = useIntl();
  const [filters, setFilters] = useState<Filters>({ state: 'open' });
  const [memberText, setMemberText] = useState('');
  const [answer, setAnswer] = useState<ChannelResponse<'flags.list'> | null>(null);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const [look, setLook] = useState<Look | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  // The store's rules, changed here or at another till: the flags are looked at again with them.
  const rules = useSettings((s) =>
    JSON.stringify([s.settings?.flagRules, s.settings?.openingHours]),
  );

  useEffect(() => {
    let current = true;
    api()
      .flags.list({ ...filters, limit: 100 })
      .then((next) => {
        if (!current) return;
        setAnswer(next);
        setError(null);
        // The list is caught up: the top bar's count follows it.
        void useFlagCount.getState().refresh();
      })
      .catch((cause: unknown) => current && setError({ cause }));
    return () => {
      current = false;
    };
  }, [filters, asked, rules]);

  // While the core is still looking through the latest visits, the list is asked for again.
  const behind = answer?.behind === true;
  useEffect(() => {
    if (!behind) return;
    const again = setTimeout(() => setAsked((n) => n + 1), BEHIND_ASK_MS);
    return () => clearTimeout(again);
  }, [behind, answer]);

  /** A decision made: the flag shown as it is now, or gone from a list of open ones. */
  const changed = (flag: FlagView) => {
    const gone = filters.state === 'open' && flag.state !== 'open';
    setAnswer(
      (was) =>
        was && {
          ...was,
          flags: gone
            ? was.flags.filter((one) => one.id !== flag.id)
            : was.flags.map((one) => (one.id === flag.id ? flag : one)),
        },
    );
    void useFlagCount.getState().refresh();
  };
  /** Sets one filter; an empty choice ("Any") takes it off. */
  const pick = <K extends keyof Filters>(key: K, value: Filters[K] | '') =>
    setFilters((was) => {
      const next: Filters = { ...was };
      if (value === '') delete next[key];
      else next[key] = value;
      return next;
    });
  const day = (iso: string) =>
    intl.formatDate(Date.parse(`${iso}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <section className="desk-screen activity" aria-labelledby="activity-title">
      <div className="activity-controls">
        <h1 id="activity-title">{t('insights.flags.title')}</h1>
        <label>
          {t('insights.flags.signal')}
          <select
            value={filters.signal ?? ''}
            onChange={(e) => pick('signal', e.target.value as Signal)}
          >
            <option value="">{t('insights.flags.any')}</option>
            {SIGNALS.map((signal) => (
              <option key={signal} value={signal}>
                {signalName(t, signal)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('insights.flags.personFilter')}
          <select value={filters.staff ?? ''} onChange={(e) => pick('staff', e.target.value)}>
            <option value="">{t('insights.flags.any')}</option>
            {answer?.people.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          {t('insights.flags.tillFilter')}
          <select value={filters.station ?? ''} onChange={(e) => pick('station', e.target.value)}>
            <option value="">{t('insights.flags.any')}</option>
            {answer?.stations.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <form
          className="activity-member"
          onSubmit={(e) => {
            e.preventDefault();
            pick('customerId', memberText.trim());
          }}
        >
          <label>
            {t('insights.flags.memberFilter')}
            <input value={memberText} onChange={(e) => setMemberText(e.target.value)} />
          </label>
        </form>
        <label className="activity-check">
          <input
            type="checkbox"
            checked={filters.state === 'all'}
            onChange={(e) => pick('state', e.target.checked ? 'all' : 'open')}
          />
          {t('insights.flags.showDismissed')}
        </label>
        <button type="button" onClick={() => setAsked((n) => n + 1)}>
          {t('insights.refresh')}
        </button>
        <CsvExportButton
          label={t('insights.flags.csv')}
          failure={t('insights.flags.csvFailed')}
          load={() => api().flags.exportCsv({})}
        />
        <a href="#/activity/summary">{t('insights.flags.summaryLink')}</a>
        <button type="button" aria-expanded={rulesOpen} onClick={() => setRulesOpen((o) => !o)}>
          {t('insights.flags.rules')}
        </button>
      </div>
      {rulesOpen && <RulesPanel />}
      {error && (
        // What failed, why as the core said it, and what to do about it.
        <div role="alert" className="desk-error activity-failed">
          <p>
            {t('insights.flags.readFailed')} {messageOf(error.cause)}
          </p>
          <p>{t('insights.flags.readFailedDo')}</p>
          <button
            type="button"
            onClick={() => {
              setError(null);
              setAsked((n) => n + 1);
            }}
          >
            {t('insights.flags.tryAgain')}
          </button>
        </div>
      )}
      {answer?.behind && <p role="status">{t('insights.flags.behind')}</p>}
      {!answer && !error && <p>{t('insights.reading')}</p>}
      {answer && answer.flags.length === 0 && (
        <p className="desk-muted" data-testid="activity-empty">
          {t('insights.flags.nothing', { from: day(answer.fromDay), to: day(answer.toDay) })}
        </p>
      )}
      {look && <LookPanel look={look} onClose={() => setLook(null)} />}
      {answer &&
        byDay(answer.flags).map((group) => (
          <section key={group.day} className="activity-day" aria-label={day(group.day)}>
            <h2>{day(group.day)}</h2>
            {group.flags.map((flag) => (
              <FlagCard key={flag.id} flag={flag} onLook={setLook} onChanged={changed} />
            ))}
          </section>
        ))}
    </section>
  );
}
