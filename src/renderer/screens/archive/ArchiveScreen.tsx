// Archive a pass (4.7): scan it (the member's code is read to their pass) or type its cardId,
// confirm with the member's name, and see what the service answered.
import { useEffect, useRef, useState } from 'react';
import { AppError } from '@shared/ipc/errors';
import type { OutboxItemView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { useOutboxItem } from '../../ui/useOutboxItem';
import {
  archiveOutcomeOf,
  explainArchiveError,
  type ArchiveOutcome,
} from '../../ui/archiveOutcome';
import '../../ui/desk.css';
import { LazyCameraScanner } from '../../scanner/LazyCameraScanner';
import { FailedArchives } from './FailedArchives';
import { useScanTaker } from '../../app/scanRouting';
import { useT } from '../../i18n/useT';

type Phase =
  | { kind: 'entry' }
  | { kind: 'finding'; text: string }
  | { kind: 'confirm'; cardId: string; name: string | null }
  | { kind: 'sent'; cardId: string; item: OutboxItemView }
  | { kind: 'refused'; outcome: ArchiveOutcome };

export default function ArchiveScreen() {
  const [cardId, setCardId] = useState('');
  const [camera, setCamera] = useState(false);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'entry' });
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const sent = useOutboxItem(phase.kind === 'sent' ? phase.item : null);
  const t = useT();

  useEffect(() => {
    if (phase.kind === 'confirm') confirmButton.current?.focus();
  }, [phase.kind]);

  const archive = async (id: string) => {
    try {
      const { item } = await api().passes.archive({ cardId: id });
      setPhase({ kind: 'sent', cardId: id, item });
    } catch (e) {
      const error = e instanceof AppError ? e : new AppError('internal', String(e));
      setPhase({ kind: 'refused', outcome: explainArchiveError(error, id) });
    }
  };

  /** A scanned code names a member: their pass is the one to archive. Else it is a cardId. */
  const find = async (text: string) => {
    setPhase({ kind: 'finding', text });
    const member = await api()
      .members.get({ text })
      .then((answer) => answer.member)
      .catch(() => null);
    setPhase(
      member?.cardId
        ? { kind: 'confirm', cardId: member.cardId, name: member.name || null }
        : { kind: 'confirm', cardId: text, name: null },
    );
  };

  // A pass scanned anywhere while this screen is open is the pass to archive, never a stamp.
  useScanTaker((text) => {
    const id = text.trim();
    setCardId(id);
    if (id) void find(id);
  });

  const again = () => {
    setCardId('');
    setPhase({ kind: 'entry' });
    input.current?.focus();
  };

  const outcome =
    phase.kind === 'sent'
      ? archiveOutcomeOf(sent ?? phase.item, phase.cardId)
      : phase.kind === 'refused'
        ? phase.outcome
        : null;

  return (
    <section className="desk-screen" aria-labelledby="archive-title">
      <h1 id="archive-title">{t('insights.archive.title')}</h1>
      <p>{t('insights.archive.intro')}</p>
      <form
        className="archive-form"
        onSubmit={(e) => {
          e.preventDefault();
          const id = cardId.trim();
          if (id) void find(id);
        }}
      >
        <div className="form-field">
          <label htmlFor="archive-card-id">{t('insights.archive.codeLabel')}</label>
          <input
            id="archive-card-id"
            ref={input}
            value={cardId}
            autoComplete="off"
            aria-describedby="archive-card-id-hint"
            onChange={(e) => {
              setCardId(e.target.value);
              if (phase.kind !== 'entry') setPhase({ kind: 'entry' });
            }}
          />
          <span id="archive-card-id-hint" className="field-hint">
            {t('insights.archive.codeHint')}
          </span>
        </div>
        <button
          type="submit"
          disabled={cardId.trim() === '' || phase.kind === 'confirm' || phase.kind === 'finding'}
        >
          {t('insights.archive.archive')}
        </button>
        <button type="button" aria-pressed={camera} onClick={() => setCamera(!camera)}>
          {camera ? t('insights.archive.cameraStop') : t('insights.archive.cameraStart')}
        </button>
      </form>
      {camera && (
        <LazyCameraScanner
          cameraId={cameraId}
          onCameraChange={setCameraId}
          paused={phase.kind !== 'entry'}
          onScan={(scan) => {
            const id = scan.text.trim();
            setCardId(id);
            if (id) void find(id);
          }}
        />
      )}
      {phase.kind === 'confirm' && (
        <div
          className="confirm"
          role="alertdialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
        >
          <h2 id="confirm-title">
            {phase.name
              ? t('insights.archive.confirmNamed', { name: phase.name })
              : t('insights.archive.confirmCard', { cardId: phase.cardId })}
          </h2>
          <p id="confirm-text">
            {phase.name
              ? t('insights.archive.willExpireNamed', { name: phase.name, cardId: phase.cardId })
              : t('insights.archive.willExpire')}
          </p>
          <div className="desk-actions">
            <button
              ref={confirmButton}
              type="button"
              className="danger"
              onClick={() => void archive(phase.cardId)}
            >
              {t('insights.archive.confirm')}
            </button>
            <button type="button" onClick={() => setPhase({ kind: 'entry' })}>
              {t('insights.archive.cancel')}
            </button>
          </div>
        </div>
      )}
      {outcome && (
        <div
          className={`outcome outcome--${outcome.tone}`}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          data-testid="archive-outcome"
          data-tone={outcome.tone}
        >
          <h2>{outcome.title}</h2>
          <p>{outcome.detail}</p>
          <button type="button" onClick={again}>
            {t('insights.archive.again')}
          </button>
        </div>
      )}
      <FailedArchives />
    </section>
  );
}
