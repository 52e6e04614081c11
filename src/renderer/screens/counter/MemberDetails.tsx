// A member's story, opened from the counter: their card, every change with who made it and
// when (this station's waiting ones marked), and archiving their pass with the consequence said.
import { useEffect, useState } from 'react';
import type { MemberHistoryEntry, MemberSummary } from '@shared/ipc/views';
import { AppError } from '@shared/ipc/errors';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useProgram } from '../../stores/program';
import { countLabel, describeAction } from '../../ui/counterText';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { QrCode } from '../../ui/QrCode';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { useOutboxItem } from '../../ui/useOutboxItem';
import { archiveOutcomeOf, explainArchiveError } from '../../ui/archiveOutcome';

const STATUS_TEXT: Record<MemberHistoryEntry['status'], string> = {
  confirmed: 'confirmed',
  pending: 'not yet synced',
  sending: 'sending',
  failed: 'failed: see Queue',
  needsReview: 'needs review: see Queue',
  discarded: 'discarded',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Story {
  member: MemberSummary;
  entries: MemberHistoryEntry[];
  fromService: boolean;
}

export function MemberDetails({ customerId, onClose }: { customerId: string; onClose(): void }) {
  const program = useProgram((s) => s.program);
  const [story, setStory] = useState<Story | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [archive, setArchive] = useState<'idle' | 'confirm' | 'sent'>('idle');
  const [archiveItem, setArchiveItem] = useState<Parameters<typeof useOutboxItem>[0]>(null);
  const [archiveError, setArchiveError] = useState<ReturnType<typeof explainArchiveError> | null>(
    null,
  );
  const archived = useOutboxItem(archiveItem);

  useEffect(() => {
    let live = true;
    Promise.all([api().members.get({ customerId }), api().members.history({ customerId })])
      .then(([{ member }, history]) => live && setStory({ member, ...history }))
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [customerId]);

  const member = story?.member;
  const name = member?.name || 'This member';
  const lastVisit = story?.entries.find((e) => e.action.kind !== 'set')?.at ?? null;

  const sendArchive = async (cardId: string) => {
    try {
      const { item } = await api().passes.archive({ cardId });
      setArchiveItem(item);
      setArchive('sent');
    } catch (e) {
      setArchiveError(
        explainArchiveError(
          e instanceof AppError ? e : new AppError('internal', String(e)),
          cardId,
        ),
      );
      setArchive('sent');
    }
  };
  const archiveOutcome =
    archive !== 'sent' || !member?.cardId
      ? null
      : (archiveError ?? (archived ? archiveOutcomeOf(archived, member.cardId) : null));

  return (
    <Modal
      title={member ? name : 'Member'}
      className="member-details"
      testId="member-details"
      onClose={onClose}
    >
      {error && <p role="alert">{error}</p>}
      {!story && !error && <p>Loading…</p>}
      {story && member && (
        <>
          <dl className="member-facts">
            <dt>Card</dt>
            <dd>{countLabel(program, member.displayCount)}</dd>
            <dt>Last visit</dt>
            <dd>{lastVisit ? when(lastVisit) : 'none recorded'}</dd>
            <dt>Member id</dt>
            <dd className="member-id">{member.customerId}</dd>
          </dl>
          <h3>History</h3>
          {!story.fromService && (
            <p className="member-history-note">
              The service could not be reached: only this station's changes are shown.
            </p>
          )}
          {story.entries.length === 0 ? (
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
                {story.entries.map((entry) => (
                  <tr key={entry.id} data-status={entry.status}>
                    <td>{when(entry.at)}</td>
                    <td>
                      {describeAction(entry.action, program)}
                      {entry.reason && (
                        <small className="member-history__reason">Why: {entry.reason}</small>
                      )}
                    </td>
                    <td>
                      {entry.countAfter === null ? '–' : countLabel(program, entry.countAfter)}
                    </td>
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
          <h3>Pass</h3>
          {member.passPageUrl && (
            <details className="pass-page">
              <summary>Show the pass page's QR code, to add the pass to a phone again</summary>
              <QrCode value={member.passPageUrl} label={`QR code of ${name}'s pass page`} />
            </details>
          )}
          {member.passPageUrl && (
            <PassHandOver
              member={{ ...member, passPageUrl: member.passPageUrl }}
              program={program}
            />
          )}
          {!member.cardId ? (
            <p>
              This station does not know {name}'s pass yet; it learns it when it next reads the
              member list online.
            </p>
          ) : archive === 'idle' ? (
            <ManagerGate what="Archiving a pass">
              <button type="button" className="danger" onClick={() => setArchive('confirm')}>
                Archive pass…
              </button>
            </ManagerGate>
          ) : archive === 'confirm' ? (
            <div
              role="alertdialog"
              aria-labelledby="archive-member-title"
              aria-describedby="archive-member-text"
              className="confirm"
            >
              <h4 id="archive-member-title">Archive {name}'s pass?</h4>
              <p id="archive-member-text">
                {name}'s pass ({member.cardId}) will expire: it moves to the archived section of
                their wallet, stays viewable there, and collects no more stamps. PassDesk cannot
                bring it back.
              </p>
              <button
                type="button"
                className="danger"
                onClick={() => void sendArchive(member.cardId!)}
              >
                Archive the pass
              </button>
              <button type="button" onClick={() => setArchive('idle')}>
                Keep the pass
              </button>
            </div>
          ) : (
            archiveOutcome && (
              <div
                role={archiveOutcome.tone === 'error' ? 'alert' : 'status'}
                data-testid="member-archive-outcome"
                data-tone={archiveOutcome.tone}
              >
                <strong>{archiveOutcome.title}</strong> {archiveOutcome.detail}
              </div>
            )
          )}
        </>
      )}
    </Modal>
  );
}
