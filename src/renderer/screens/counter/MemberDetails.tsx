// A member's story, opened from the counter: their card, every change with who made it and
// when (this station's waiting ones marked), and archiving their pass with the consequence said.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppError } from '@shared/ipc/errors';
import { api } from '../../bridge/api';
import { useProgram } from '../../state/program';
import { countWords } from '../../ui/counterText';
import { MemberHistory, useWhenDone } from '../../ui/MemberHistory';
import { usePhrase } from '../../state/counterPhrase';
import { useT } from '../../i18n/useT';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { QrCode } from '../../ui/QrCode';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { useMemberStory } from '../../ui/useMemberStory';
import { useOutboxItem } from '../../ui/useOutboxItem';
import { archiveWordsOf, explainArchiveWords } from '../../ui/archiveOutcome';

export function MemberDetails({ customerId, onClose }: { customerId: string; onClose(): void }) {
  const program = useProgram((s) => s.program);
  const { story, problem: error } = useMemberStory(customerId);
  const [archive, setArchive] = useState<'idle' | 'confirm' | 'sent'>('idle');
  const [archiveItem, setArchiveItem] = useState<Parameters<typeof useOutboxItem>[0]>(null);
  const [archiveError, setArchiveError] = useState<ReturnType<typeof explainArchiveWords> | null>(
    null,
  );
  const archived = useOutboxItem(archiveItem);
  const t = useT();
  const say = usePhrase();
  const whenDone = useWhenDone();

  const member = story?.member;
  const name = member?.name || t('counter.details.thisMember');
  const lastVisit = story?.entries.find((e) => e.action.kind !== 'set')?.at ?? null;

  const sendArchive = async (cardId: string) => {
    try {
      const { item } = await api().passes.archive({ cardId });
      setArchiveItem(item);
      setArchive('sent');
    } catch (e) {
      setArchiveError(
        explainArchiveWords(
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
      : (archiveError ?? (archived ? archiveWordsOf(archived, member.cardId) : null));

  return (
    <Modal
      title={member ? name : t('counter.member')}
      className="member-details"
      testId="member-details"
      onClose={onClose}
    >
      {error && <p role="alert">{error}</p>}
      {!story && !error && <p>{t('common.loading')}</p>}
      {story && member && (
        <>
          <dl className="member-facts">
            <dt>{t('counter.details.card')}</dt>
            <dd>{say(countWords(program, member.displayCount))}</dd>
            <dt>{t('counter.details.lastVisit')}</dt>
            <dd>{lastVisit ? whenDone(lastVisit) : t('counter.details.noVisit')}</dd>
            <dt>{t('counter.details.memberId')}</dt>
            <dd className="member-id">{member.customerId}</dd>
          </dl>
          <h3>{t('counter.historyTitle')}</h3>
          <MemberHistory
            entries={story.entries}
            fromService={story.fromService}
            program={program}
          />
          <h3>{t('counter.details.pass')}</h3>
          {member.passPageUrl && (
            <details className="pass-page">
              <summary>{t('counter.details.showQr')}</summary>
              <QrCode value={member.passPageUrl} label={t('counter.details.qrOf', { name })} />
            </details>
          )}
          {member.passPageUrl && (
            <PassHandOver
              member={{ ...member, passPageUrl: member.passPageUrl }}
              program={program}
            />
          )}
          {!member.cardId ? (
            <p>{t('counter.details.passUnknown', { name })}</p>
          ) : archive === 'idle' ? (
            <ManagerGate what={t('counter.archive.what')}>
              <button type="button" className="danger" onClick={() => setArchive('confirm')}>
                {t('counter.archive.start')}
              </button>
            </ManagerGate>
          ) : archive === 'confirm' ? (
            <div
              role="alertdialog"
              aria-labelledby="archive-member-title"
              aria-describedby="archive-member-text"
              className="confirm"
            >
              <h4 id="archive-member-title">{t('counter.archive.question', { name })}</h4>
              <p id="archive-member-text">
                {t('counter.archive.consequence', { name, cardId: member.cardId })}
              </p>
              <button
                type="button"
                className="danger"
                onClick={() => void sendArchive(member.cardId!)}
              >
                {t('counter.archive.confirm')}
              </button>
              <button type="button" onClick={() => setArchive('idle')}>
                {t('counter.archive.keep')}
              </button>
            </div>
          ) : (
            archiveOutcome && (
              <div
                role={archiveOutcome.tone === 'error' ? 'alert' : 'status'}
                data-testid="member-archive-outcome"
                data-tone={archiveOutcome.tone}
              >
                <FormattedMessage
                  id="counter.archive.outcome"
                  values={{
                    b: (chunks) => <strong>{chunks}</strong>,
                    title: say(archiveOutcome.title),
                    detail: say(archiveOutcome.detail),
                  }}
                />
              </div>
            )
          )}
        </>
      )}
    </Modal>
  );
}
