// The period: today, the last 7 or 30 days, or two chosen days (both included).
import { useState, type FormEvent } from 'react';
import type { InsightsRequest } from '@shared/ipc/insightsView';
import { useT } from '../../i18n/useT';

type Period = InsightsRequest['period'];
/** Each preset with its days (none for today, which has its own word). */
const PRESETS = [
  { value: 'today', days: 0 },
  { value: '7d', days: 7 },
  { value: '30d', days: 30 },
] as const;

export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange(period: Period): void;
}) {
  const t = useT();
  const [custom, setCustom] = useState(typeof period === 'object');
  const [fromDay, setFromDay] = useState(typeof period === 'object' ? period.fromDay : '');
  const [toDay, setToDay] = useState(typeof period === 'object' ? period.toDay : '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ fromDay, toDay });
  };
  return (
    <fieldset className="insights-period">
      <legend>{t('insights.period.legend')}</legend>
      {PRESETS.map((p) => (
        <label key={p.value}>
          <input
            type="radio"
            name="insights-period"
            checked={!custom && period === p.value}
            onChange={() => {
              setCustom(false);
              onChange(p.value);
            }}
          />
          {p.days === 0 ? t('insights.period.today') : t('insights.period.days', { days: p.days })}
        </label>
      ))}
      <label>
        <input
          type="radio"
          name="insights-period"
          checked={custom}
          onChange={() => setCustom(true)}
        />
        {t('insights.period.custom')}
      </label>
      {custom && (
        <form className="insights-period__custom" onSubmit={apply}>
          <label>
            {t('insights.period.from')}
            <input
              type="date"
              required
              value={fromDay}
              onChange={(e) => setFromDay(e.target.value)}
            />
          </label>
          <label>
            {t('insights.period.to')}
            <input type="date" required value={toDay} onChange={(e) => setToDay(e.target.value)} />
          </label>
          <button type="submit">{t('insights.period.show')}</button>
        </form>
      )}
    </fieldset>
  );
}
