// The store's status as the status bar and Settings show it, built from the link's state.
import type { PeerView, StoreStatus } from '@shared/ipc/storeContract';
import { openConflictCount } from '../visits/conflicts';
import { heardRecently } from './peerLink';
import type { StoreLink } from './storeLink';

export function storeStatusOf(link: StoreLink): StoreStatus {
  const { ctx, roster } = link;
  const now = link.now();
  const peers: PeerView[] = [];
  for (const station of roster.all()) {
    if (station.stationId === ctx.stationId || station.forgotten) continue;
    const open = link.links.get(station.stationId);
    const heard = link.lastHeard.get(station.stationId);
    const linked = open !== undefined && !open.closed && heardRecently(open.lastHeardAt, now);
    peers.push({
      stationId: station.stationId,
      name: station.name,
      state: linked ? 'linked' : 'away',
      address: station.address ?? link.sighted.get(station.stationId)?.address ?? null,
      lastSeenAt: heard === undefined ? null : new Date(heard).toISOString(),
      mode: open && !open.closed ? open.peer.mode : null,
      ...(link.refusals.refusedFrom(station.stationId) > 0
        ? { refused: link.refusals.refusedFrom(station.stationId) }
        : {}),
    });
  }
  for (const [stationId, seen] of link.sighted) {
    if (roster.get(stationId)) continue;
    peers.push({
      stationId,
      name: seen.name ?? seen.address,
      state: 'unpaired',
      address: seen.address,
      lastSeenAt: null,
      mode: null,
    });
  }
  const bound = link.bound();
  const others = peers.some((peer) => peer.state !== 'unpaired');
  return {
    station: { id: ctx.stationId, name: ctx.settings().stationName },
    paired: roster.storeId !== null && (others || link.invite?.open(now) === true),
    sharing: roster.sharing,
    listening: link.listening,
    peers,
    openConflicts: bound ? openConflictCount(bound.doc, bound.ws.visits) : 0,
    pinsToChange: pinsToChange(link),
  };
}

/** The forgotten tills' people who still have the PIN the till held (same salt, same hash). */
function pinsToChange(link: StoreLink): StoreStatus['pinsToChange'] {
  const staff = link.ctx.staff.roster;
  return link.roster.pinNotices().flatMap((notice) => {
    const people = notice.people.flatMap((held) => {
      const person = staff.find(held.id);
      return person?.pin.salt === held.salt ? [person.name] : [];
    });
    if (people.length === 0) return [];
    return [{ stationName: notice.stationName, forgottenAt: notice.forgottenAt, people }];
  });
}

/** What a change is judged by: everything but the times last heard, which move every second. */
export function statusKey(status: StoreStatus): string {
  return JSON.stringify({
    ...status,
    peers: status.peers.map((peer) => ({ ...peer, lastSeenAt: null })),
  });
}
