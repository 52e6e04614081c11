// A member's story, opened from the counter: their card, every change with who made it and
// when (this station's waiting ones marked), and archiving their pass with the consequence said.
import { useState } from 'react';
import { AppError } from '@shared/ipc/errors';
import { api } from '../../bridge/api';
import { useProgram } from '../../stores/program';
import { countLabel } from '../../ui/counterText';
import { MemberHistory, whenDone } from '../../ui/MemberHistory';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { QrCode } from '../../ui/QrCode';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { useMemberStory } from '../../ui/useMemberStory';
import { useOutboxItem } from '../../ui/useOutboxItem';
import { archiveOutcomeOf, explainArchiveError } from '../../ui/archiveOutcome';

export function MemberDetails({ customerId, onClose }: { customerId: string; onClose(): void }) {
  const program = useProgram((s) => s.program);
  const { story, problem: error } = useMemberStory(customerId);
  const [archive, setArchive] = useState<'idle' | 'confirm' | 'sent'>('idle');
  const [archiveItem, setArchiveItem] = useState<Parameters<typeof useOutboxItem>[0]>(null);
  const [archiveError, setArchiveError] = useState<ReturnType<typeof explainArchiveError> | null>(
    null,
  );
  const archived = useOutboxItem(archiveItem);

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
            <dd>{lastVisit ? whenDone(lastVisit) : 'none recorded'}</dd>
            <dt>Member id</dt>
            <dd className="member-id">{member.customerId}</dd>
          </dl>
          <h3>History</h3>
          <MemberHistory
            entries={story.entries}
            fromService={story.fromService}
            program={program}
          />
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
