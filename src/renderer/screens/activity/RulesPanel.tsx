// The owner's rules: each signal on or off with its threshold, and the opening hours the stamps
// outside of are flagged against. Saved as settings, shared by every till of the store; the core
// checks them and says what to fix.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SIGNALS, type FlagRules, type OpeningHours, type Signal } from '@shared/flags/flagRules';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useSettings } from '../../state/settings';
import { signalName } from './flagWords';

/** The threshold each rule has besides `on`. */
const THRESHOLD: Record<Signal, string> = {
  manyStamps: 'most',
  fastFill: 'hours',
  quickRedeem: 'minutes',
  twoTills: 'minutes',
  typed: 'times',
  concentration: 'times',
  corrections: 'times',
  outsideHours: 'graceMinutes',
  sharedSignIn: 'minutes',
};

const WEEK: OpeningHours = Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' }));

export function RulesPanel() {
  const t = useT();
  const intl = useIntl();
  const settings = useSettings((s) => s.settings);
  const [rules, setRules] = useState<FlagRules | null>(settings?.flagRules ?? null);
  const [hours, setHours] = useState<OpeningHours>(settings?.openingHours ?? null);
  const [said, setSaid] = useState<{ saved: true } | { error: unknown } | null>(null);
  if (!rules) return null;
  const setRule = (signal: Signal, change: Record<string, unknown>) =>
    setRules({ ...rules, [signal]: { ...rules[signal], ...change } });
  const setDay = (day: number, change: { open?: string; close?: string } | null) =>
    setHours(
      (hours ?? WEEK)!.map((one, i) =>
        i !== day ? one : change === null ? null : { ...(one ?? WEEK![0]!), ...change },
      ),
    );
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api().settings.update({ flagRules: rules, openingHours: hours });
      setSaid({ saved: true });
    } catch (error) {
      setSaid({ error });
    }
  };
  return (
    <form className="activity-rules" onSubmit={(e) => void save(e)} data-testid="activity-rules">
      <fieldset>
        <legend>{t('insights.flags.rules')}</legend>
        <p className="activity-rules-where">{t('insights.flags.rulesShared')}</p>
        {SIGNALS.map((signal) => {
          const key = THRESHOLD[signal];
          const value = (rules[signal] as Record<string, number | boolean>)[key] as number;
          return (
            <div key={signal} className="activity-rule">
              <label>
                <input
                  type="checkbox"
                  checked={rules[signal].on}
                  onChange={(e) => setRule(signal, { on: e.target.checked })}
                />
                {signalName(t, signal)}
              </label>
              <label>
                {t('insights.flags.threshold', { unit: key })}
                <input
                  type="number"
                  step={key === 'times' ? 0.5 : 1}
                  value={value}
                  onChange={(e) => setRule(signal, { [key]: Number(e.target.value) })}
                />
              </label>
            </div>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('insights.flags.openingHours')}</legend>
        <label>
          <input
            type="checkbox"
            checked={hours !== null}
            onChange={(e) => setHours(e.target.checked ? WEEK : null)}
          />
          {t('insights.flags.hoursSet')}
        </label>
        {hours?.map((day, i) => (
          <div key={i} className="activity-rule">
            <span>
              {intl.formatDate(Date.UTC(2024, 0, 1 + i), { weekday: 'long', timeZone: 'UTC' })}
            </span>
            <label>
              <input
                type="checkbox"
                checked={day === null}
                onChange={(e) => setDay(i, e.target.checked ? null : {})}
              />
              {t('insights.flags.closed')}
            </label>
            {day && (
              <>
                <label>
                  {t('insights.flags.opens')}
                  <input
                    type="time"
                    value={day.open}
                    onChange={(e) => setDay(i, { open: e.target.value })}
                  />
                </label>
                <label>
                  {t('insights.flags.closes')}
                  <input
                    type="time"
                    value={day.close}
                    onChange={(e) => setDay(i, { close: e.target.value })}
                  />
                </label>
              </>
            )}
          </div>
        ))}
      </fieldset>
      <button type="submit">{t('insights.flags.saveRules')}</button>
      {said && (
        <p role="status">
          {'saved' in said ? t('insights.flags.rulesSaved') : messageOf(said.error)}
        </p>
      )}
    </form>
  );
}
