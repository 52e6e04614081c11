// One counter action as the flags read it: a visit of any till of the store, with the store's
// local day and minute of the week fixed when it is copied, and how it was made when known.
import type { Signal } from '@shared/flags/flagRules';
import type { VisitHow } from '../store/visits/visitShapes';

export type How = VisitHow;

export interface FlagEvent {
  /** The visit's key: the outbox item id at the till that made it. */
  key: string;
  customerId: string;
  stationId: string;
  stationName: string;
  /** The person signed in; null when nobody was. */
  staff: string | null;
  kind: 'stamp' | 'redeem' | 'set' | 'undo';
  atMs: number;
  /** The store's local day, YYYY-MM-DD. */
  day: string;
  /** 0 = Monday 00:00, store's time. */
  minuteOfWeek: number;
  countBefore: number | null;
  countAfter: number | null;
  /** A manager redeemed a card another till had redeemed. */
  override: boolean;
  /** Scanned, typed or picked from a search; null when the till that made it did not say. */
  how: How | null;
  /** An undo took it back. */
  undone: boolean;
}

/** A flag as a signal found it, before a person looked at it. */
export interface FoundFlag {
  signal: Signal;
  /** The day it is listed under. */
  day: string;
  /** The period it covers, both days included. */
  fromDay: string;
  toDay: string;
  customerId: string | null;
  staff: string | null;
  stations: string[];
  /** The visits that show it, by key, oldest first. */
  evidence: string[];
  /** What was counted, for the owner to judge (a rule's threshold among them). */
  figures: Record<string, number>;
}
