// The store's status, built from what the link's parts tell it: linked or away by the peer's
// own clock, unpaired sightings listed apart, and told on only when more than a time moved.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { StoreStatus } from '../../../../../src/shared/ipc/storeContract';
import { StationRoster } from '../../../../../src/main/core/store/link/pairedStations';
import { Sightings } from '../../../../../src/main/core/store/link/sightings';
import { LinkStatus, type LinkSeen } from '../../../../../src/main/core/store/link/status';

const FP = (c: string) => c.repeat(64);

function world() {
  const roster = new StationRoster(join(mkdtempSync(join(tmpdir(), 'passdesk-status-')), 's.json'));
  roster.found({ stationId: 'self', name: 'Till A', fingerprint: FP('a'), pairedAt: 'x' });
  roster.put({
    stationId: 'b',
    name: 'Till B',
    fingerprint: FP('b'),
    pairedAt: 'x',
    address: null,
  });
  const sightings = new Sightings('self');
  const links = new Map<string, LinkSeen>();
  const told: StoreStatus[] = [];
  let now = 100_000;
  const status = new LinkStatus({
    stationId: 'self',
    stationName: () => 'Till A',
    now: () => now,
    roster,
    sightings,
    staff: () => ({ find: () => undefined }),
    linkTo: (stationId) => links.get(stationId),
    refusedFrom: (stationId) => (stationId === 'b' ? 3 : 0),
    inviteOpen: () => false,
    listening: () => '127.0.0.1:4380',
    openConflicts: () => 2,
    emit: (said) => told.push(said),
  });
  return { status, sightings, links, told, tick: (ms: number) => (now += ms) };
}

it('shows a paired peer linked while heard, away when silent, and a sighting as unpaired', () => {
  const { status, sightings, links, tick } = world();
  links.set('b', { closed: false, lastHeardAt: 100_000, peer: { mode: 'live' } });
  sightings.sight('c', '10.0.0.3:4380', 'Till C');
  status.heard('b', 100_000);
  const first = status.status();
  expect(first.paired).toBe(true);
  expect(first.openConflicts).toBe(2);
  expect(first.peers).toEqual([
    {
      stationId: 'b',
      name: 'Till B',
      state: 'linked',
      address: null,
      lastSeenAt: new Date(100_000).toISOString(),
      mode: 'live',
      refused: 3,
    },
    {
      stationId: 'c',
      name: 'Till C',
      state: 'unpaired',
      address: '10.0.0.3:4380',
      lastSeenAt: null,
      mode: null,
    },
  ]);
  tick(5000);
  expect(status.status().peers[0]?.state).toBe('away');
});

it('tells the status only when something but the times last heard changed', () => {
  const { status, links, told, tick } = world();
  links.set('b', { closed: false, lastHeardAt: 100_000, peer: { mode: 'live' } });
  status.changed();
  expect(told).toHaveLength(1);
  status.heard('b', 100_500);
  tick(500);
  status.changed();
  expect(told).toHaveLength(1);
  links.delete('b');
  status.changed();
  expect(told).toHaveLength(2);
  expect(told[1]?.peers[0]?.state).toBe('away');
});
