// What waits to sync, under each member, oldest first: each item with its state and its age.
import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OutboxItemView } from '@shared/ipc/views';
import { useNow } from '../../app/useNow';
import { useT, type Say } from '../../i18n/useT';
import { useProgram } from '../../state/program';
import { WAITING_SHOWN } from '../../state/queue';
import { summaryPhrase, usePhrase } from '../../state/counterPhrase';
import { describeAction } from '../../ui/counterText';
import { IN_A_BAR, useAgo } from '../../ui/useAgo';

/** Whose items a header groups: a member known by name, one known only by id, or other changes. */
export type Whose = { name: string } | { customerId: string } | { other: true };

type Row =
  | { kind: 'member'; key: string; whose: Whose; count: number }
  | { kind: 'item'; key: string; item: OutboxItemView; whose: Whose };

/** A header's name as the page says it. */
export const whoseName = (whose: Whose, t: Say): string =>
  'name' in whose
    ? whose.name
    : 'customerId' in whose
      ? t('insights.waiting.member', { id: whose.customerId.slice(0, 12) })
      : t('insights.waiting.other');

/** Rows are one line each, tall enough to read and point at on a till. */
const ROW_HEIGHT = 44;

/**
 * One header per member, then their items, members in the order their oldest item was taken;
 * items held behind a failed one are left to the list above, where a person decides on them.
 */
export function waitingRows(
  waiting: readonly OutboxItemView[],
  names: Readonly<Record<string, string>>,
): Row[] {
  const groups = new Map<string, OutboxItemView[]>();
  for (const item of [...waiting].sort((a, b) => a.seq - b.seq)) {
    if (item.heldBy) continue;
    const key = item.customerId ?? `kind:${item.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].flatMap(([key, items]): Row[] => {
    const name = names[key];
    const whose: Whose =
      name !== undefined
        ? { name }
        : key.startsWith('kind:')
          ? { other: true }
          : { customerId: key };
    return [
      { kind: 'member', key: `member:${key}`, whose, count: items.length },
      ...items.map((item): Row => ({ kind: 'item', key: item.id, item, whose })),
    ];
  });
}

export function WaitingItems({
  waiting,
  names,
  total,
}: {
  waiting: readonly OutboxItemView[];
  names: Readonly<Record<string, string>>;
  /** How many wait in all, when more than the list holds. */
  total: number;
}) {
  const rows = useMemo(() => waitingRows(waiting, names), [waiting, names]);
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow(5000);
  const t = useT();
  const say = usePhrase();
  const ago = useAgo();
  const program = useProgram((s) => s.program);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  if (rows.length === 0) return null;
  return (
    <section className="waiting" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t('insights.waiting.title')}</h2>
      <p className="field-hint">
        {t('insights.waiting.hint')}
        {waiting.length >= WAITING_SHOWN && total > waiting.length
          ? ` ${t('insights.waiting.showing', { shown: waiting.length, total })}`
          : ''}
      </p>
      <div
        ref={scroller}
        className="waiting-list"
        role="list"
        aria-label={t('insights.waiting.list')}
        // A list that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index]!;
            const style = {
              position: 'absolute' as const,
              top: 0,
              insetInline: 0,
              height: ROW_HEIGHT,
              transform: `translateY(${virtual.start}px)`,
            };
            return row.kind === 'member' ? (
              <div
                key={row.key}
                role="listitem"
                className="waiting-member"
                data-testid="queue-member"
                style={style}
              >
                <strong>{whoseName(row.whose, t)}</strong>
                <span>{t('insights.waiting.count', { count: row.count })}</span>
              </div>
            ) : (
              <div
                key={row.key}
                role="listitem"
                className="waiting-item"
                data-testid="queue-waiting-item"
                data-state={row.item.state}
                data-member={whoseName(row.whose, t)}
                style={style}
              >
                <span className="waiting-summary">
                  {/* Under its member's name, a check-in is said by what it does alone. */}
                  {row.item.checkIn
                    ? describeAction(row.item.checkIn.action, program)
                    : say(summaryPhrase(row.item))}
                </span>
                <span className="waiting-state">
                  {row.item.state === 'sending'
                    ? t('insights.waiting.sending')
                    : t('insights.waiting.waiting')}
                </span>
                <span className="waiting-age">{ago(row.item.createdAt, now, IN_A_BAR)}</span>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
