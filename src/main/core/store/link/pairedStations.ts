// The store this station belongs to: its id, the stations paired in it with their pinned
// certificate fingerprints, and whether sharing is on; kept in an owner-only store.json.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import { writePrivateFile } from '../../settings/privateFile';
import { station, type SharedStation } from '../stationShapes';

export const rosterStation = station.extend({
  stationId: z.string().min(1).max(100),
  /** Where it was last reached (host:port), or null: never dialled. */
  address: z.string().max(300).nullable(),
});
export type RosterStation = z.infer<typeof rosterStation>;

/** A till forgotten here and whose PIN hashes it held (by the salt each PIN had then). */
const pinNotice = z.object({
  stationId: z.string().min(1).max(100),
  stationName: z.string().max(60),
  forgottenAt: z.string().max(40),
  people: z
    .array(z.object({ id: z.string().max(100), salt: z.string().max(64) }).extend({}))
    .max(1000),
});
export type PinNotice = z.infer<typeof pinNotice>;

const rosterFile = z.object({
  version: z.literal(1),
  storeId: z.string().min(1).max(100).nullable(),
  sharing: z.boolean(),
  stations: z.array(rosterStation).max(500),
  pinNotices: z.array(pinNotice).max(100).optional(),
});

/**
 * Which of two views of one station holds: a later pairing wins (a station paired again after it
 * was forgotten), and at the same pairing a forgetting wins, so no peer can undo it.
 */
export function prevails(
  incoming: Omit<SharedStation, 'storeId'>,
  kept: Omit<SharedStation, 'storeId'>,
): boolean {
  if (incoming.pairedAt !== kept.pairedAt) return incoming.pairedAt > kept.pairedAt;
  if (Boolean(incoming.forgotten) !== Boolean(kept.forgotten)) return Boolean(incoming.forgotten);
  return incoming.name !== kept.name || incoming.fingerprint !== kept.fingerprint;
}

export class StationRoster {
  storeId: string | null = null;
  sharing = true;
  private readonly stations = new Map<string, RosterStation>();
  private notices: PinNotice[] = [];
  /** Set when store.json could not be used; it was kept beside as `.damaged`. */
  readonly problem: string | null = null;

  constructor(private readonly path: string) {
    if (!existsSync(path)) return;
    const text = readFileSync(path, 'utf8');
    try {
      const file = rosterFile.parse(JSON.parse(text));
      this.storeId = file.storeId;
      this.sharing = file.sharing;
      for (const station of file.stations) this.stations.set(station.stationId, station);
      this.notices = file.pinNotices ?? [];
    } catch {
      writePrivateFile(`${path}.damaged`, text);
      this.problem = inEnglish(said('store.link.rosterUnreadable'));
    }
  }

  save(): void {
    const stations = [...this.stations.values()];
    const file = {
      version: 1,
      storeId: this.storeId,
      sharing: this.sharing,
      stations,
      pinNotices: this.notices,
    };
    writePrivateFile(this.path, JSON.stringify(file));
  }

  /** The tills forgotten here with the PINs they held, newest last. */
  pinNotices(): readonly PinNotice[] {
    return this.notices;
  }

  notePins(notice: PinNotice): void {
    this.notices = [...this.notices.filter((n) => n.stationId !== notice.stationId), notice].slice(
      -100,
    );
  }

  all(): RosterStation[] {
    return [...this.stations.values()];
  }

  get(stationId: string): RosterStation | undefined {
    return this.stations.get(stationId);
  }

  /** The paired station holding this certificate, unless it was forgotten. */
  trusted(fingerprint: string): RosterStation | undefined {
    for (const station of this.stations.values()) {
      if (station.fingerprint === fingerprint && !station.forgotten) return station;
    }
    return undefined;
  }

  /** Starts a store with this station in it, when it belongs to none yet. */
  found(self: Omit<RosterStation, 'address'>): void {
    if (this.storeId !== null && this.stations.has(self.stationId)) return;
    this.storeId ??= randomUUID();
    this.put({ ...self, address: null });
  }

  put(station: RosterStation): void {
    this.stations.set(station.stationId, station);
  }

  /** Takes a view from the shared map; true when it changed what this station trusts or shows. */
  merge(stationId: string, incoming: SharedStation): boolean {
    if (incoming.storeId !== this.storeId) return false;
    const kept = this.stations.get(stationId);
    if (kept && !prevails(incoming, kept)) return false;
    this.stations.set(stationId, {
      name: incoming.name,
      fingerprint: incoming.fingerprint,
      pairedAt: incoming.pairedAt,
      ...(incoming.forgotten ? { forgotten: true } : {}),
      stationId,
      address: kept?.address ?? null,
    });
    return true;
  }

  /** Leaves whatever store this was in for the one joined. */
  adopt(storeId: string, stations: RosterStation[]): void {
    this.storeId = storeId;
    this.stations.clear();
    for (const station of stations) this.stations.set(station.stationId, station);
  }
}

/** A station's view as the shared map carries it (no address: each station dials its own way). */
export function sharedView(station: RosterStation, storeId: string): SharedStation {
  const { name, fingerprint, pairedAt, forgotten } = station;
  const view = { name, fingerprint, pairedAt, storeId };
  return forgotten ? { ...view, forgotten } : view;
}
