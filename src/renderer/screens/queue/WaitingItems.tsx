// What waits to sync, under each member, oldest first: each item with its state and its age.
import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OutboxItemView } from '@shared/ipc/views';
import { ageOf } from '../../app/age';
import { useNow } from '../../app/useNow';
import { useProgram } from '../../stores/program';
import { WAITING_SHOWN } from '../../stores/queue';
import { describeAction } from '../../ui/counterText';

type Row =
  | { kind: 'member'; key: string; name: string; count: number }
  | { kind: 'item'; key: string; item: OutboxItemView; member: string };

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
    const name =
      names[key] ?? (key.startsWith('kind:') ? 'Other changes' : `Member ${key.slice(0, 12)}`);
    return [
      { kind: 'member', key: `member:${key}`, name, count: items.length },
      ...items.map((item): Row => ({ kind: 'item', key: item.id, item, member: name })),
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
      <h2 id="waiting-title">Waiting to sync</h2>
      <p className="field-hint">
        These are kept on this station and sent on their own, oldest first, once the service
        answers.
        {waiting.length >= WAITING_SHOWN && total > waiting.length
          ? ` Showing the oldest ${waiting.length} of ${total}.`
          : ''}
      </p>
      <div
        ref={scroller}
        className="waiting-list"
        role="list"
        aria-label="Waiting to sync, by member"
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
                <strong>{row.name}</strong>
                <span>{row.count} waiting</span>
              </div>
            ) : (
              <div
                key={row.key}
                role="listitem"
                className="waiting-item"
                data-testid="queue-waiting-item"
                data-state={row.item.state}
                data-member={row.member}
                style={style}
              >
                <span className="waiting-summary">
                  {/* Under its member's name, a check-in is said by what it does alone. */}
                  {row.item.checkIn
                    ? describeAction(row.item.checkIn.action, program)
                    : row.item.summary}
                </span>
                <span className="waiting-state">
                  {row.item.state === 'sending' ? 'Sending' : 'Waiting'}
                </span>
                <span className="waiting-age">{ageOf(row.item.createdAt, now)} ago</span>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
