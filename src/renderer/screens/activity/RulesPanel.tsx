// The owner's rules: each signal on or off with its threshold, and the opening hours the stamps
// outside of are flagged against. Saved as settings, shared by every till of the store; the core
// checks them and says what to fix.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SIGNALS, type Signal } from '@shared/flags/flagRules';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useSettings } from '../../state/settings';
import { signalName } from './flagWords';
import {
  NO_EDIT,
  editDay,
  edited,
  editHoursSet,
  editRule,
  rulesChangeOf,
  shownHours,
  shownRules,
  type RulesEdit,
} from './rulesEdit';

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

export function RulesPanel() {
  const t = useT();
  const intl = useIntl();
  // The store's rules as they are now: another till's change shows here while the panel is open.
  const store = useSettings((s) => s.settings);
  const update = useSettings((s) => s.update);
  const [edit, setEdit] = useState<RulesEdit>(NO_EDIT);
  const [said, setSaid] = useState<{ saved: true } | { error: unknown } | null>(null);
  if (!store) return null;
  const rules = shownRules(store.flagRules, edit);
  const hours = shownHours(store.openingHours, edit);
  const change = (next: RulesEdit) => {
    setEdit(next);
    setSaid(null);
  };
  const setRule = (signal: Signal, ruleChange: Record<string, number | boolean>) =>
    change(editRule(edit, signal, ruleChange));
  const setDay = (day: number, dayChange: { open?: string; close?: string } | null) =>
    change(editDay(edit, hours, day, dayChange));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // Only what the person changed, over the store's latest: another till's change stays.
      await update(rulesChangeOf(store, edit));
      setEdit(NO_EDIT);
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
            onChange={(e) => change(editHoursSet(edit, e.target.checked))}
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
      <button type="submit" disabled={!edited(edit)}>
        {t('insights.flags.saveRules')}
      </button>
      {said && (
        <p role="status">
          {'saved' in said ? t('insights.flags.rulesSaved') : messageOf(said.error)}
        </p>
      )}
    </form>
  );
}
