// The flags of one workspace kept up to date: the store's visits copied as they arrive (a key
// noted when the shared document changes, the visit copied at the next catch-up), and the days
// they touched looked at again, all in slices off the counter's path.
import type * as Y from 'yjs';
import { z } from 'zod';
import { localSlots } from '../insights/activity';
import { sharedMap } from '../store/sharedDoc';
import type { StoreVisits, Visit } from '../store/visits/storeVisits';
import type { CacheMeta } from '../db/cacheMeta';
import type { DeferredSync } from '../db/deferredSync';
import { Slicer } from '../db/slicer';
import type { FlagsDb } from './flagsDb';
import { shiftDay } from './days';
import { lookAgain, type Judged } from './lookAgain';

/** Visits copied per transaction. */
const COPY_ROWS = 250;
/** When the rules change, the days looked at again: this many back from today. */
export const RULE_CHANGE_DAYS = 35;
const JUDGED_KEY = 'flags.judgedBy';

export interface FlagWatchParts {
  flags: FlagsDb;
  doc: Y.Doc;
  /** The workspace's index of the store's visits, kept in step with `doc`. */
  visits: StoreVisits;
  durability: Pick<DeferredSync, 'commit'>;
  meta: CacheMeta;
  timeZone: string;
  now: () => Date;
}

export class FlagWatch {
  private readonly pending = new Set<string>();
  private primed = false;
  private running: Promise<void> | null = null;
  private readonly stop: () => void;

  constructor(private readonly parts: FlagWatchParts) {
    const visits = sharedMap(parts.doc, 'visits');
    const noted = (event: Y.YMapEvent<unknown>) => {
      for (const [key, change] of event.changes.keys) {
        if (change.action !== 'delete') this.pending.add(key);
      }
    };
    visits.observe(noted);
    this.stop = () => visits.unobserve(noted);
    parts.doc.once('destroy', this.stop);
  }

  /** Whether visits or days wait to be looked at. */
  behind(): boolean {
    return !this.primed || this.pending.size > 0 || this.parts.flags.waitingDays() > 0;
  }

  /**
   * Copies the visits noted since the last time and looks again at the days they touched.
   * Callers arriving meanwhile share the one running.
   */
  catchUp(judged: Judged): Promise<void> {
    this.running ??= this.run(judged).finally(() => (this.running = null));
    return this.running;
  }

  private commit(work: () => void): void {
    void this.parts.durability.commit(work).durable.catch(() => undefined);
  }

  private async run(judged: Judged): Promise<void> {
    const { flags, doc, meta, timeZone, now } = this.parts;
    if (!this.primed) {
      for (const key of sharedMap(doc, 'visits').keys()) this.pending.add(key);
      this.primed = true;
    }
    const judgedBy = JSON.stringify(judged);
    if (meta.get(JUDGED_KEY, z.string()) !== judgedBy) {
      const today = localSlots(now().toISOString(), timeZone).day;
      this.commit(() => {
        for (let back = 0; back < RULE_CHANGE_DAYS; back += 1) flags.touch(shiftDay(today, -back));
        meta.set(JUDGED_KEY, judgedBy);
      });
    }
    const index = this.parts.visits;
    const slicer = new Slicer(COPY_ROWS);
    while (this.pending.size > 0) {
      const keys = [...this.pending].slice(0, COPY_ROWS);
      for (const key of keys) this.pending.delete(key);
      this.commit(() => {
        for (const key of keys) {
          const visit = index.get(key);
          if (visit && index.counts(visit.stationId)) this.copy(key, visit);
        }
      });
      await slicer.step(keys.length);
    }
    await lookAgain(flags, judged, now, (work) => this.commit(work));
  }

  private copy(key: string, visit: Visit): void {
    const slots = localSlots(visit.at, this.parts.timeZone);
    this.parts.flags.addEvent({
      key,
      customerId: visit.customerId,
      stationId: visit.stationId,
      stationName: visit.stationName,
      staff: visit.staffName,
      kind: visit.kind,
      at: visit.at,
      atMs: Date.parse(visit.at),
      day: slots.day,
      minuteOfWeek: slots.minuteOfWeek,
      countBefore: visit.countBefore,
      countAfter: visit.countAfter,
      override: visit.override !== null,
      how: visit.how ?? null,
      undone: false,
      undoes: visit.undoes ?? null,
    });
  }
}
