// What the cashier did, as a model: the count each member should have on the service.
import type { CheckInAction } from '@shared/ipc/views';
import type { Core } from '../../../src/main/core';
import { MAX_STAMPS } from './world';

export class Cashier {
  readonly expected = new Map<string, number>();

  constructor(
    private readonly core: () => Core,
    members: readonly string[],
  ) {
    for (const id of members) this.expected.set(id, 0);
  }

  /** Scans the member (the counter looks the card up), then records the action. */
  async act(customerId: string, action: CheckInAction): Promise<void> {
    const before = this.expected.get(customerId)!;
    if (action.kind === 'increment' && before >= MAX_STAMPS) action = { kind: 'reset' };
    await this.core().handlers['counter.member']({ customerId });
    // A set, or a reset before the card is full, is stored only with a reason.
    const reason = action.kind === 'increment' ? {} : { reason: 'counted at the till' };
    await this.core().handlers['counter.checkIn']({ customerId, action, ...reason });
    this.expected.set(
      customerId,
      action.kind === 'increment' ? before + 1 : action.kind === 'set' ? action.count : 0,
    );
  }

  /** The counts the service must show, member by member. */
  mismatches(actual: Map<string, number>): string[] {
    return [...this.expected].flatMap(([id, want]) =>
      actual.get(id) === want ? [] : [`${id}: service ${actual.get(id)}, cashier ${want}`],
    );
  }
}

/** Applies every offered correction, as a person on the queue screen would. */
export async function applyCorrections(core: Core): Promise<number> {
  const { items } = await core.handlers['queue.list']({ states: ['needsReview'], limit: 1000 });
  let applied = 0;
  for (const item of items) {
    if (item.review?.correction) {
      await core.handlers['queue.correct']({ itemId: item.id });
      applied++;
    }
  }
  return applied;
}
