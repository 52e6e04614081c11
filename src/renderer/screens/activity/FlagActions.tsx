// A person's decision on a flag: dismiss it, note something, or correct the member's count, each
// with a reason; what was decided before is listed with who and why.
import { useState, type FormEvent } from 'react';
import type { FlagView } from '@shared/ipc/flagsContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';

type Action = 'dismiss' | 'note' | 'correct';

export function FlagActions({ flag, onDone }: { flag: FlagView; onDone(flag: FlagView): void }) {
  const t = useT();
  const [action, setAction] = useState<Action>('dismiss');
  const [reason, setReason] = useState('');
  const [count, setCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const choices: Action[] =
    flag.state === 'open' ? ['dismiss', 'note', 'correct'] : ['note', 'correct'];
  const chosen = choices.includes(action) ? action : choices[0]!;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const request = { flagId: flag.id, reason };
      const done =
        chosen === 'correct'
          ? await api().flags.correct({ ...request, count })
          : await api().flags[chosen](request);
      setReason('');
      setError(null);
      onDone(done);
    } catch (cause) {
      setError({ cause });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="activity-actions">
      {flag.actions.length > 0 && (
        <ul className="activity-decided">
          {flag.actions.map((done, i) => (
            <li key={i}>
              {t('insights.flags.decided', {
                action: done.action,
                who: done.who || t('insights.flags.nobody'),
                reason: done.reason,
                count: done.count ?? 0,
              })}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} className="activity-decide">
        <label>
          {t('insights.flags.action')}
          <select value={chosen} onChange={(e) => setAction(e.target.value as Action)}>
            {choices
              .filter((choice) => choice !== 'correct' || flag.customerId !== null)
              .map((choice) => (
                <option key={choice} value={choice}>
                  {t('insights.flags.actionName', { action: choice })}
                </option>
              ))}
          </select>
        </label>
        {chosen === 'correct' && (
          <label>
            {t('insights.flags.newCount')}
            <input
              type="number"
              min={0}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            />
          </label>
        )}
        <label className="activity-reason">
          {t('insights.flags.reason')}
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" disabled={busy || reason.trim() === ''}>
          {t('insights.flags.save')}
        </button>
        {error && (
          <p role="alert" className="desk-error">
            {messageOf(error.cause)}
          </p>
        )}
      </form>
    </div>
  );
}
