// Archives the service refused or that need a look: the manager's to retry or drop, here rather
// than on the cashiers' Queue screen.
import { useEffect, useState } from 'react';
import { AppError } from '@shared/ipc/errors';
import { MANAGER_KINDS, type OutboxItemView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { ATTENTION, replaceOrDrop } from '../../state/queue';
import { useT } from '../../i18n/useT';
import { reviewPhrase, summaryPhrase, usePhrase } from '../../state/counterPhrase';

export function FailedArchives() {
  const [items, setItems] = useState<OutboxItemView[]>([]);
  // The failure itself, said when shown, so a change of language says it again.
  const [problem, setProblem] = useState<{ cause: unknown } | null>(null);
  const t = useT();
  const say = usePhrase();

  useEffect(() => {
    let live = true;
    const off = api().on('queue.item', (item) =>
      setItems((shown) => replaceOrDrop(shown, item, MANAGER_KINDS)),
    );
    api()
      .queue.list({ states: [...ATTENTION], kinds: [...MANAGER_KINDS], limit: 200 })
      .then(({ items: found }) => live && setItems([...found].sort((a, b) => a.seq - b.seq)))
      .catch((e: unknown) => live && setProblem({ cause: e }));
    return () => {
      live = false;
      off();
    };
  }, []);

  const act = async (action: 'retry' | 'discard', itemId: string) => {
    try {
      const { item } = await api().queue[action]({ itemId });
      setItems((shown) => replaceOrDrop(shown, item, MANAGER_KINDS));
      setProblem(null);
    } catch (e) {
      setProblem({ cause: e });
    }
  };

  if (items.length === 0 && !problem) return null;
  return (
    <section className="failed-archives" aria-labelledby="failed-archives-title">
      <h2 id="failed-archives-title">{t('insights.archive.failedTitle')}</h2>
      {problem && <p role="alert">{messageOf(problem.cause)}</p>}
      <ul aria-labelledby="failed-archives-title">
        {items.map((item) => (
          <li key={item.id} data-testid="failed-archive">
            <strong>{say(summaryPhrase(item))}</strong>{' '}
            <span className="error-text">
              {item.lastError
                ? messageOf(AppError.from(item.lastError))
                : item.review
                  ? say(reviewPhrase(item.review))
                  : t('insights.archive.notConfirmed')}
            </span>
            <div className="desk-actions">
              <button type="button" onClick={() => void act('retry', item.id)}>
                {t('insights.archive.retry')}
              </button>
              <button type="button" onClick={() => void act('discard', item.id)}>
                {t('insights.archive.drop')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
