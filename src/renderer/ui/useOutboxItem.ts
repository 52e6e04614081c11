// Follows one outbox item's sync state. An item can finish before the screen subscribes, so the
// current state is read once right after subscribing.
import { useEffect, useState } from 'react';
import { OUTBOX_STATES, type OutboxItemView } from '@shared/ipc/views';
import { api } from '../bridge/api';

export function useOutboxItem(first: OutboxItemView | null): OutboxItemView | null {
  const [item, setItem] = useState(first);
  const id = first?.id ?? null;

  useEffect(() => {
    setItem(first);
    if (!id) return;
    let live = true;
    const off = api().on('queue.item', (next) => {
      if (next.id === id) setItem(next);
    });
    api()
      .queue.list({ states: [...OUTBOX_STATES], limit: 1000 })
      .then(
        ({ items }) => {
          const now = items.find((i) => i.id === id);
          if (live && now)
            setItem((shown) =>
              shown && shown.seq === now.seq && isLater(shown, now) ? now : shown,
            );
        },
        () => undefined,
      );
    return () => {
      live = false;
      off();
    };
  }, [first, id]);

  return item;
}

const ORDER: Record<OutboxItemView['state'], number> = {
  pending: 0,
  sending: 1,
  synced: 2,
  failed: 2,
  needsReview: 2,
  discarded: 2,
};

/** An answer read after an event must not roll the shown state back. */
function isLater(shown: OutboxItemView, read: OutboxItemView): boolean {
  return ORDER[read.state] >= ORDER[shown.state];
}
