// A store's status and a conflict between tills, as the core would send them.
import type { PeerView, StoreConflict, StoreStatus } from '@shared/ipc/storeContract';

export function peer(name: string, over: Partial<PeerView> = {}): PeerView {
  return {
    stationId: `id-${name}`,
    name,
    state: 'linked',
    address: '127.0.0.1:4380',
    lastSeenAt: '2026-11-26T10:00:00.000Z',
    mode: 'live',
    ...over,
  };
}

export function storeStatusOf(over: Partial<StoreStatus> = {}): StoreStatus {
  return {
    station: { id: 'me', name: 'Till 1' },
    paired: false,
    sharing: true,
    listening: null,
    peers: [],
    openConflicts: 0,
    pinsToChange: [],
    ...over,
  };
}

export function conflictOf(over: Partial<StoreConflict> = {}): StoreConflict {
  const side = (stationName: string, at: string, countBefore: number) => ({
    eventId: `e-${stationName}`,
    stationId: `id-${stationName}`,
    stationName,
    at,
    staffName: 'Cal',
    countBefore,
    override: null,
  });
  return {
    id: 'c1',
    customerId: 'm1',
    memberName: 'Ada',
    kind: 'doubleRedemption',
    sides: [
      side('Till 1', '2026-11-26T10:00:00.000Z', 8),
      side('Till 2', '2026-11-26T10:00:05.000Z', 8),
    ],
    foundAt: '2026-11-26T10:05:00.000Z',
    resolution: null,
    ...over,
  };
}
