// The store's status as the renderer keeps and says it: the status bar's words for the tills in
// sight, and the member card's line about a visit at another till.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PassdeskApi } from '@shared/ipc/bridge';
import type { StoreStatus } from '@shared/ipc/storeContract';
import { installApi } from '../../../src/renderer/bridge/api';
import { useStoreStatus } from '../../../src/renderer/state/storeStatus';
import { peerWords } from '../../../src/renderer/app/peerWords';
import { storeLastWords } from '../../../src/renderer/screens/counter/storeLastWords';
import { inEnglish } from '../counter/inEnglish';
import { peer, storeStatusOf } from '../store/storeFixtures';

describe('the status bar’s words for the store', () => {
  it('says nothing for a station alone', () => {
    expect(peerWords(storeStatusOf())).toBeNull();
    expect(peerWords(null)).toBeNull();
  });

  it('names the tills sharing now, and those away apart', () => {
    const words = peerWords(
      storeStatusOf({
        paired: true,
        peers: [peer('Till 2'), peer('Till 3'), peer('Till 4', { state: 'away' })],
      }),
    );
    expect(words).toEqual({ linked: ['Till 2', 'Till 3'], away: ['Till 4'], paused: false });
  });

  it('leaves out a station seen but never paired', () => {
    const words = peerWords(storeStatusOf({ peers: [peer('Stranger', { state: 'unpaired' })] }));
    expect(words).toBeNull();
  });

  it('says sharing is paused instead of naming tills it no longer shares with', () => {
    const words = peerWords(
      storeStatusOf({ paired: true, sharing: false, peers: [peer('Till 2')] }),
    );
    expect(words).toEqual({ linked: null, away: null, paused: true });
  });
});

describe('the member card’s visit at another till', () => {
  const at = Date.parse('2026-11-26T10:00:00.000Z');
  const last = (kind: 'stamp' | 'redeem' | 'set') => ({
    kind,
    stationId: 's2',
    stationName: 'Till 2',
    at: new Date(at).toISOString(),
  });

  it('says where and how long ago, the age counted from the clock it is given', () => {
    expect(inEnglish(storeLastWords(last('stamp'), at + 40_000))).toBe(
      'Stamped at Till 2, 40 s ago',
    );
    expect(inEnglish(storeLastWords(last('redeem'), at + 180_000))).toBe(
      'Redeemed at Till 2, 3 min ago',
    );
    expect(inEnglish(storeLastWords(last('set'), at + 5_000))).toBe('Count set at Till 2, 5 s ago');
  });
});

describe('the store status store', () => {
  let listeners: Map<string, (payload: unknown) => void>;
  let answer: (status: StoreStatus) => void;

  beforeEach(() => {
    listeners = new Map();
    installApi({
      store: {
        status: () => new Promise<StoreStatus>((resolve) => (answer = resolve)),
      },
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener);
        return () => listeners.delete(event);
      },
    } as unknown as PassdeskApi);
    useStoreStatus.setState({ status: null });
  });

  afterEach(() => installApi(null));

  it('reads the status at start and follows store.changed', async () => {
    const stop = useStoreStatus.getState().follow();
    answer(storeStatusOf({ paired: true, peers: [peer('Till 2')] }));
    await expect.poll(() => useStoreStatus.getState().status?.peers.length).toBe(1);
    listeners.get('store.changed')!(storeStatusOf({ paired: true, peers: [] }));
    expect(useStoreStatus.getState().status?.peers).toEqual([]);
    stop();
    expect(listeners.has('store.changed')).toBe(false);
  });

  it('keeps an event heard while the first read was on its way over that read’s older answer', async () => {
    const stop = useStoreStatus.getState().follow();
    listeners.get('store.changed')!(storeStatusOf({ paired: true, openConflicts: 2 }));
    answer(storeStatusOf());
    await Promise.resolve();
    await Promise.resolve();
    expect(useStoreStatus.getState().status?.openConflicts).toBe(2);
    stop();
  });

  it('keeps an event heard while a change was on its way over that change’s older answer', async () => {
    const stop = useStoreStatus.getState().follow();
    answer(storeStatusOf({ paired: true, peers: [peer('Till 2', { state: 'away' })] }));
    await expect.poll(() => useStoreStatus.getState().status?.peers[0]?.state).toBe('away');
    // Sharing resumed: the core answers "away", but the link came back before that answer did.
    let resumed!: (status: StoreStatus) => void;
    const applied = useStoreStatus
      .getState()
      .apply(new Promise<StoreStatus>((resolve) => (resumed = resolve)));
    listeners.get('store.changed')!(storeStatusOf({ paired: true, peers: [peer('Till 2')] }));
    resumed(storeStatusOf({ paired: true, peers: [peer('Till 2', { state: 'away' })] }));
    expect((await applied).peers[0]!.state).toBe('away');
    expect(useStoreStatus.getState().status?.peers[0]?.state).toBe('linked');
    stop();
  });
});
