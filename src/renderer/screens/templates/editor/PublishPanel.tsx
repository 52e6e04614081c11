// Publishing a draft through the outbox: the conflict choice when the service changed meanwhile,
// the sync state of the queued publish, and the re-render of issued passes that follows an update.
import { useState } from 'react';
import { createTemplateResponse, updateTemplateResponse, type TemplateResponse } from '@shared/api';
import type { OutboxItemView, TemplateDraftView } from '@shared/ipc/views';
import { api } from '../../../bridge/api';
import { messageOf, toAppError } from '../../../bridge/reviveErrors';
import { useOutboxItem } from '../../../ui/useOutboxItem';
import { useT } from '../../../i18n/useT';
import { reviewPhrase, usePhrase } from '../../../state/counterPhrase';
import { BatchProgress } from './BatchProgress';
import { ConflictChoice } from './ConflictChoice';

type Phase =
  | { kind: 'idle' }
  | { kind: 'publishing' }
  | { kind: 'conflict'; draft: TemplateDraftView; server: TemplateResponse }
  | { kind: 'queued'; item: OutboxItemView }
  | { kind: 'dropped' }
  | { kind: 'error'; message: string };

interface Props {
  draftId: string;
  /** Saves what is typed before publishing; resolves false when the form is invalid. */
  beforePublish: () => Promise<boolean>;
  onPublished?: () => void;
}

export function PublishPanel({ draftId, beforePublish, onPublished }: Props) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const publish = async (resolution?: 'mine' | 'theirs') => {
    if (!resolution && !(await beforePublish())) return;
    setPhase({ kind: 'publishing' });
    try {
      const answer = await api().drafts.publish(
        resolution ? { id: draftId, resolution } : { id: draftId },
      );
      if (answer.outcome === 'queued') {
        setPhase({ kind: 'queued', item: answer.item });
        onPublished?.();
      } else if (answer.outcome === 'conflict')
        setPhase({ kind: 'conflict', draft: answer.draft, server: answer.server });
      else setPhase({ kind: 'dropped' });
    } catch (e) {
      setPhase({ kind: 'error', message: messageOf(e) });
    }
  };

  return (
    <section className="publish-panel" aria-label={t('templates.publish.action')}>
      <button
        type="button"
        className="primary"
        onClick={() => void publish()}
        disabled={phase.kind === 'publishing'}
      >
        {t('templates.publish.action')}
      </button>
      <div aria-live="polite">
        {phase.kind === 'publishing' && <p>{t('templates.publish.publishing')}</p>}
        {phase.kind === 'error' && (
          <p role="alert" className="desk-error">
            {phase.message}
          </p>
        )}
        {phase.kind === 'dropped' && <p>{t('templates.publish.dropped')}</p>}
        {phase.kind === 'queued' && <QueuedPublish item={phase.item} />}
      </div>
      {phase.kind === 'conflict' && (
        <ConflictChoice
          draft={phase.draft}
          server={phase.server}
          onMine={() => void publish('mine')}
          onTheirs={() => void publish('theirs')}
        />
      )}
    </section>
  );
}

function QueuedPublish({ item: first }: { item: OutboxItemView }) {
  const t = useT();
  const say = usePhrase();
  const item = useOutboxItem(first) ?? first;
  if (item.state === 'failed' || item.state === 'needsReview') {
    return (
      <p role="alert" className="desk-error" data-testid="publish-state" data-state={item.state}>
        {t('templates.publish.notPublished', {
          reason: item.lastError
            ? messageOf(toAppError(item.lastError))
            : item.review
              ? say(reviewPhrase(item.review))
              : t('templates.refused'),
        })}
      </p>
    );
  }
  if (item.state !== 'synced') {
    const offline = item.lastError?.kind === 'offline';
    return (
      <p data-testid="publish-state" data-state={item.state}>
        {offline ? t('templates.publish.offline') : t('templates.publish.sending')}
      </p>
    );
  }
  const update = updateTemplateResponse.safeParse(item.result);
  const created = createTemplateResponse.safeParse(item.result);
  return (
    <div data-testid="publish-state" data-state="synced">
      <p>
        {update.success
          ? t('templates.publish.publishedSaying', { message: update.data.message })
          : created.success
            ? t('templates.publish.publishedNew')
            : t('templates.publish.published')}
      </p>
      {update.success && update.data.batchId && (
        <BatchProgress batchId={update.data.batchId} passesUpdated={update.data.passesUpdated} />
      )}
    </div>
  );
}
