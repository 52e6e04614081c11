// A stamp program, a check-in item and a member view, as the core would send them.
import type { MemberView, OutboxItemView, ProgramView } from '@shared/ipc/views';

export const stampProgram = {
  dynamicPassId: 'p1',
  name: 'Coffee',
  template: {},
  loyalty: {
    loyaltyType: 'STAMP',
    stampCounter: {
      maxStampCount: 8,
      stampIconName: 'coffeeIcon2',
      stampBannerBgColor: '#112233',
      stampBannerIconBgColor: '#445566',
    },
  },
} as ProgramView;

export function checkInItem(over: Partial<OutboxItemView> = {}): OutboxItemView {
  return {
    id: 'i1',
    seq: 1,
    kind: 'checkIn',
    state: 'pending',
    summary: '+1 stamp for m1',
    customerId: 'm1',
    checkIn: { action: { kind: 'increment' }, notification: null },
    createdAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    result: null,
    syncedAt: null,
    serviceTime: null,
    review: null,
    ...over,
  };
}

export function memberView(over: Partial<MemberView> = {}): MemberView {
  return {
    customerId: 'm1',
    knownCount: 3,
    knownAt: null,
    displayCount: 3,
    pendingCount: 0,
    lastCheckIn: null,
    dynamicFields: null,
    ...over,
  };
}
