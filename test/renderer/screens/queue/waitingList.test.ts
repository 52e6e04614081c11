// The Queue's waiting list: grouped by member in the order their oldest item was taken, held
// items left to their holder, and a long backlog kept to its oldest part as events arrive.
import { describe, expect, it } from 'vitest';
import { checkInItem } from '../../../fixtures/counter';
import { english } from '@shared/i18n/everyLanguage';
import { waitingRows, whoseName } from '../../../../src/renderer/screens/queue/WaitingItems';
import { keepWaiting, WAITING_SHOWN } from '../../../../src/renderer/state/queue';

const item = (seq: number, customerId: string, over = {}) =>
  checkInItem({ id: `i${seq}`, seq, customerId, ...over });

describe('the waiting list', () => {
  it('groups by member, the member with the oldest item first, each group oldest first', () => {
    const rows = waitingRows(
      [item(5, 'ada'), item(2, 'bob'), item(3, 'ada'), item(4, 'bob', { heldBy: 'i1' })],
      { ada: 'Ada Byron' },
    );
    const said = (r: (typeof rows)[number]) =>
      r.kind === 'member' ? `${whoseName(r.whose, english.t)} (${r.count})` : r.key;
    expect(rows.map(said)).toEqual(['Member bob (1)', 'i2', 'Ada Byron (2)', 'i3', 'i5']);
  });

  it('adds what waits, drops what synced or failed, and keeps only the oldest of a backlog', () => {
    let waiting = [item(1, 'ada'), item(2, 'bob')];
    waiting = keepWaiting(waiting, item(2, 'bob', { state: 'sending' }));
    expect(waiting.map((i) => `${i.id}:${i.state}`)).toEqual(['i1:pending', 'i2:sending']);
    waiting = keepWaiting(waiting, item(1, 'ada', { state: 'synced' }));
    waiting = keepWaiting(waiting, item(2, 'bob', { state: 'failed' }));
    expect(waiting).toEqual([]);

    const full = Array.from({ length: WAITING_SHOWN }, (_, n) => item(n + 1, 'ada'));
    const newer = keepWaiting(full, item(WAITING_SHOWN + 5, 'bob'));
    expect(newer).toHaveLength(WAITING_SHOWN);
    expect(newer.at(-1)!.seq).toBe(WAITING_SHOWN);
  });
});
