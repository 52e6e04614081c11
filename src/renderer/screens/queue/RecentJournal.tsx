// The journal's latest lines on the Queue screen: what was done, who did it and why, read when
// the person opens it.
import { useState } from 'react';
import type { JournalEntry } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';

const SHOWN = 50;
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

export function RecentJournal() {
  const [entries, setEntries] = useState<JournalEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const read = () =>
    api()
      .journal.list({ limit: SHOWN })
      .then(({ entries }) => setEntries(entries))
      .catch((e: unknown) => setError(messageOf(e, 'Could not read the journal.')));

  return (
    <details
      className="recent-journal"
      onToggle={(e) => (e.currentTarget.open ? void read() : undefined)}
    >
      <summary>Journal: who did what, and why</summary>
      {error && <p role="alert">{error}</p>}
      {entries && (
        <table data-testid="recent-journal">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Who</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={`${entry.at}/${i}`}>
                <td>{when(entry.at)}</td>
                <td>
                  {entry.action} {entry.outcome}
                  {entry.detail && <small>{entry.detail}</small>}
                </td>
                <td>{entry.who || '–'}</td>
                <td>{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
