// A member's changes as a table, newest first: what, the card after, which station, and where
// this station's own waiting ones stand. The counter's member story and the member page show it.
import type { MemberHistoryEntry, ProgramView } from '@shared/ipc/views';
import { countLabel, describeAction } from './counterText';
import './memberHistory.css';

const STATUS_TEXT: Record<MemberHistoryEntry['status'], string> = {
  confirmed: 'confirmed',
  pending: 'not yet synced',
  sending: 'sending',
  failed: 'failed: see Queue',
  needsReview: 'needs review: see Queue',
  discarded: 'discarded',
};

export const whenDone = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MemberHistory({
  entries,
  fromService,
  program,
}: {
  entries: readonly MemberHistoryEntry[];
  fromService: boolean;
  program: ProgramView | null;
}) {
  return (
    <>
      {!fromService && (
        <p className="member-history-note">
          The service could not be reached: only this station's changes are shown.
        </p>
      )}
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <table className="member-history" data-testid="member-history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Card after</th>
              <th scope="col">Who</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-status={entry.status}>
                <td>{whenDone(entry.at)}</td>
                <td>
                  {describeAction(entry.action, program)}
                  {entry.reason && (
                    <small className="member-history__reason">Why: {entry.reason}</small>
                  )}
                </td>
                <td>{entry.countAfter === null ? '–' : countLabel(program, entry.countAfter)}</td>
                <td>
                  {entry.station ?? 'another station'}
                  {entry.who && ` (${entry.who})`}
                </td>
                <td>{STATUS_TEXT[entry.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
