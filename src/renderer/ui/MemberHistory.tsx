// A member's changes as a table, newest first: what, the card after, which station, and where
// this station's own waiting ones stand. The counter's member story and the member page show it.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MemberHistoryEntry, ProgramView } from '@shared/ipc/views';
import { intlLocaleOf } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import { isolated } from '@shared/i18n/isolate';
import { activeLanguage } from '../i18n/messages';
import { useT } from '../i18n/useT';
import { usePhrase } from '../state/counterPhrase';
import { actionWords, countWords } from './counterText';
import './memberHistory.css';

const STATUS_TEXT: Record<MemberHistoryEntry['status'], MessageId> = {
  confirmed: 'counter.history.confirmed',
  pending: 'counter.history.pending',
  sending: 'counter.history.sending',
  failed: 'counter.history.failed',
  needsReview: 'counter.history.needsReview',
  discarded: 'counter.history.discarded',
};

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** When a change was made, in the page's language (for callers outside a component). */
export const whenDone = (iso: string) =>
  new Date(iso).toLocaleString(intlLocaleOf(activeLanguage() ?? 'en'), WHEN);

/** The same in the language of the component's LanguageRoot. */
export function useWhenDone(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(iso, WHEN), [intl]);
}

export function MemberHistory({
  entries,
  fromService,
  program,
}: {
  entries: readonly MemberHistoryEntry[];
  fromService: boolean;
  program: ProgramView | null;
}) {
  const t = useT();
  const say = usePhrase();
  const when = useWhenDone();
  return (
    <>
      {!fromService && <p className="member-history-note">{t('counter.history.local')}</p>}
      {entries.length === 0 ? (
        <p>{t('counter.history.none')}</p>
      ) : (
        <table className="member-history" data-testid="member-history">
          <thead>
            <tr>
              <th scope="col">{t('counter.history.when')}</th>
              <th scope="col">{t('counter.history.what')}</th>
              <th scope="col">{t('counter.history.cardAfter')}</th>
              <th scope="col">{t('counter.history.who')}</th>
              <th scope="col">{t('counter.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const who = entry.who || (entry.whoSaid ? say(entry.whoSaid as Said) : null);
              return (
                <tr key={entry.id} data-status={entry.status}>
                  <td>{when(entry.at)}</td>
                  <td>
                    {say(actionWords(entry.action, program))}
                    {entry.reason && (
                      <small className="member-history__reason">
                        {t('counter.history.why', { reason: entry.reason })}
                      </small>
                    )}
                  </td>
                  <td>
                    {entry.countAfter === null ? '–' : say(countWords(program, entry.countAfter))}
                  </td>
                  <td>
                    {who
                      ? t('counter.history.stationWho', {
                          station: entry.station ?? t('counter.history.otherStation'),
                          who: isolated(who),
                        })
                      : (entry.station ?? t('counter.history.otherStation'))}
                  </td>
                  <td>{t(STATUS_TEXT[entry.status])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
