// The period: today, the last 7 or 30 days, or two chosen days (both included).
import { useState, type FormEvent } from 'react';
import type { InsightsRequest } from '@shared/ipc/insightsView';

type Period = InsightsRequest['period'];
const PRESETS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
] as const;

export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange(period: Period): void;
}) {
  const [custom, setCustom] = useState(typeof period === 'object');
  const [fromDay, setFromDay] = useState(typeof period === 'object' ? period.fromDay : '');
  const [toDay, setToDay] = useState(typeof period === 'object' ? period.toDay : '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ fromDay, toDay });
  };
  return (
    <fieldset className="insights-period">
      <legend>Period</legend>
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
          {p.label}
        </label>
      ))}
      <label>
        <input
          type="radio"
          name="insights-period"
          checked={custom}
          onChange={() => setCustom(true)}
        />
        Custom
      </label>
      {custom && (
        <form className="insights-period__custom" onSubmit={apply}>
          <label>
            From
            <input
              type="date"
              required
              value={fromDay}
              onChange={(e) => setFromDay(e.target.value)}
            />
          </label>
          <label>
            To
            <input type="date" required value={toDay} onChange={(e) => setToDay(e.target.value)} />
          </label>
          <button type="submit">Show</button>
        </form>
      )}
    </fieldset>
  );
}
