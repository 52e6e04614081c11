// The journal's latest lines on the Queue screen: what was done, who did it and why, read when
// the person opens it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { JournalEntry } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';
import { useSaid, useT } from '../../i18n/useT';
import { MOMENT } from './times';

const SHOWN = 50;

export function RecentJournal() {
  const [entries, setEntries] = useState<JournalEntry[] | null>(null);
  // The failure itself, said when shown, so a change of language says it again.
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const t = useT();
  const say = useSaid();
  const intl = useIntl();
  const read = () =>
    api()
      .journal.list({ limit: SHOWN })
      .then(({ entries }) => setEntries(entries))
      .catch((e: unknown) => setError({ cause: e }));

  return (
    <details
      className="recent-journal"
      onToggle={(e) => (e.currentTarget.open ? void read() : undefined)}
    >
      <summary>{t('insights.journal.title')}</summary>
      {error && <p role="alert">{messageOf(error.cause, t('insights.journal.readFailed'))}</p>}
      {entries && (
        <table data-testid="recent-journal">
          <thead>
            <tr>
              <th scope="col">{t('insights.journal.when')}</th>
              <th scope="col">{t('insights.journal.what')}</th>
              <th scope="col">{t('insights.journal.who')}</th>
              <th scope="col">{t('insights.journal.why')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={`${entry.at}/${i}`}>
                <td>{intl.formatDate(entry.at, MOMENT)}</td>
                <td>
                  {entry.action} {entry.outcome}
                  {entry.detail && (
                    <small>{entry.detailSaid ? say(entry.detailSaid) : entry.detail}</small>
                  )}
                </td>
                <td>{entry.whoSaid ? say(entry.whoSaid) : entry.who || '–'}</td>
                <td>{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
