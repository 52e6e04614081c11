// The store's status as the status bar and Settings show it, built from what the link's parts
// tell it; told again after each change, it says so only when something but the times moved.
import type { PeerView, StoreStatus } from '@shared/ipc/storeContract';
import type { StaffRoster } from '../../staff/roster';
import { heardRecently } from './peerLink';
import type { StationRoster } from './pairedStations';
import type { Sightings } from './sightings';

/** A station's open link as the status shows it. */
export interface LinkSeen {
  readonly closed: boolean;
  readonly lastHeardAt: number;
  readonly peer: { readonly mode: PeerView['mode'] };
}

/** What the status is built from: the station, its roster and the link's parts. */
export interface StatusSources {
  readonly stationId: string;
  stationName(): string;
  now(): number;
  readonly roster: StationRoster;
  readonly sightings: Sightings;
  staff(): Pick<StaffRoster, 'find'>;
  linkTo(stationId: string): LinkSeen | undefined;
  refusedFrom(stationId: string): number;
  inviteOpen(now: number): boolean;
  listening(): string | null;
  openConflicts(): number;
  /** Told the status after it changed. */
  emit(status: StoreStatus): void;
}

export class LinkStatus {
  /** When each station was last heard, kept after its link dropped. */
  private readonly lastHeard = new Map<string, number>();
  private lastKey = '';

  constructor(private readonly from: StatusSources) {}

  heard(stationId: string, at: number): void {
    this.lastHeard.set(stationId, at);
  }

  status(): StoreStatus {
    const { from } = this;
    const { roster } = from;
    const now = from.now();
    const peers: PeerView[] = [];
    for (const station of roster.all()) {
      if (station.stationId === from.stationId || station.forgotten) continue;
      const open = from.linkTo(station.stationId);
      const heard = this.lastHeard.get(station.stationId);
      const linked = open !== undefined && !open.closed && heardRecently(open.lastHeardAt, now);
      const refused = from.refusedFrom(station.stationId);
      peers.push({
        stationId: station.stationId,
        name: station.name,
        state: linked ? 'linked' : 'away',
        address: station.address ?? from.sightings.get(station.stationId)?.address ?? null,
        lastSeenAt: heard === undefined ? null : new Date(heard).toISOString(),
        mode: open && !open.closed ? open.peer.mode : null,
        ...(refused > 0 ? { refused } : {}),
      });
    }
    for (const [stationId, seen] of from.sightings.all()) {
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
    const others = peers.some((peer) => peer.state !== 'unpaired');
    return {
      station: { id: from.stationId, name: from.stationName() },
      paired: roster.storeId !== null && (others || from.inviteOpen(now)),
      sharing: roster.sharing,
      listening: from.listening(),
      peers,
      openConflicts: from.openConflicts(),
      pinsToChange: this.pinsToChange(),
    };
  }

  /** Emits the status when anything but the times last heard changed. */
  changed(): void {
    const status = this.status();
    const key = statusKey(status);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.from.emit(status);
  }

  /** The forgotten tills' people who still have the PIN the till held (same salt, same hash). */
  private pinsToChange(): StoreStatus['pinsToChange'] {
    const staff = this.from.staff();
    return this.from.roster.pinNotices().flatMap((notice) => {
      const people = notice.people.flatMap((held) => {
        const person = staff.find(held.id);
        return person?.pin.salt === held.salt ? [person.name] : [];
      });
      if (people.length === 0) return [];
      return [{ stationName: notice.stationName, forgottenAt: notice.forgottenAt, people }];
    });
  }
}

/** What a change is judged by: everything but the times last heard, which move every second. */
function statusKey(status: StoreStatus): string {
  return JSON.stringify({
    ...status,
    peers: status.peers.map((peer) => ({ ...peer, lastSeenAt: null })),
  });
}
