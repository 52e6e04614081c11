// The channels of the activity to look at: the flags the signals found, the visits behind them,
// a person's decisions on them and the daily summary. Part of the one contract (contract.ts).
import { z } from 'zod';
import { changeReason } from '../counter/reasons';
import { SIGNALS } from '../flags/flagRules';
import { customPeriod } from './insightsView';
import { memberId, recordId } from './ids';
import { staffName } from './staffContract';

export const flagId = recordId('flag id');

/** One counter action shown as evidence: who, where, when and how. */
export const flagVisit = z.object({
  key: z.string(),
  customerId: z.string(),
  at: z.string(),
  day: z.string(),
  stationName: z.string(),
  staff: z.string().nullable(),
  kind: z.enum(['stamp', 'redeem', 'set', 'undo']),
  /** Scanned, typed or picked from a search; null when its till did not say. */
  how: z.enum(['scan', 'typed', 'picked']).nullable(),
  countBefore: z.number().int().nullable(),
  countAfter: z.number().int().nullable(),
  override: z.boolean(),
  undone: z.boolean(),
});
export type FlagVisit = z.infer<typeof flagVisit>;

export const flagAction = z.object({
  action: z.enum(['dismiss', 'note', 'correct']),
  reason: z.string(),
  at: z.string(),
  /** The person, else the role. */
  who: z.string(),
  /** The count a correction set. */
  count: z.number().int().nullable(),
});

export const flagView = z.object({
  id: z.string(),
  signal: z.enum(SIGNALS),
  day: z.string(),
  /** The period the signal looked at, both days included (a week for those comparing staff). */
  fromDay: z.string(),
  toDay: z.string(),
  customerId: z.string().nullable(),
  memberName: z.string().nullable(),
  staff: z.string().nullable(),
  stations: z.array(z.string()),
  /** What was counted: the person's share and the others' in percent, counts, the threshold. */
  figures: z.record(z.string(), z.number()),
  state: z.enum(['open', 'dismissed']),
  evidence: z.array(flagVisit),
  /** How many visits show it, of which `evidence` holds the first few. */
  evidenceCount: z.number().int(),
  actions: z.array(flagAction),
});
export type FlagView = z.infer<typeof flagView>;

const note = changeReason;

export const flagsRequest = z.object({
  period: customPeriod.optional(),
  signal: z.enum(SIGNALS).optional(),
  staff: staffName.optional(),
  customerId: memberId.optional(),
  station: z.string().trim().min(1).max(60).optional(),
  state: z.enum(['open', 'all']).default('open'),
  limit: z.number().int().min(1).max(500).default(100),
});

export const flagsChannels = {
  /** The flags of a period (the last 30 days unless given), newest day first, with their evidence. */
  'flags.list': {
    request: flagsRequest,
    response: z.object({
      flags: z.array(flagView),
      fromDay: z.string(),
      toDay: z.string(),
      /** The people and tills the period's flags name, for the filters. */
      people: z.array(z.string()),
      stations: z.array(z.string()),
      /** Visits still being looked at: the list may grow. */
      behind: z.boolean(),
    }),
  },
  /** Open flags: the count beside the owner's name. */
  'flags.count': { request: z.object({}), response: z.object({ open: z.number().int() }) },
  /** A member's latest visits at every till, or one person's visits on one day. */
  'flags.visits': {
    request: z.union([
      z.object({ customerId: memberId }).strict(),
      z.object({ staff: staffName, day: customPeriod.shape.fromDay }).strict(),
    ]),
    response: z.object({ visits: z.array(flagVisit) }),
  },
  /** The flag was looked at and is not a problem: kept, with who and why, out of the open list. */
  'flags.dismiss': {
    request: z.object({ flagId, reason: note }),
    response: flagView,
  },
  /** A note on a flag, journaled with who wrote it. */
  'flags.note': {
    request: z.object({ flagId, reason: note }),
    response: flagView,
  },
  /** Sets the flag's member's count, as a manager's set at the counter, with the reason. */
  'flags.correct': {
    request: z.object({ flagId, count: z.number().int().min(0).max(100_000), reason: note }),
    response: flagView,
  },
  /**
   * The day's summary: yesterday's flags and the open ones by signal. `due` is true at the
   * owner's first look of the day; `seen` marks it looked at.
   */
  'flags.summary': {
    request: z.object({ seen: z.boolean().default(false) }),
    response: z.object({
      day: z.string(),
      due: z.boolean(),
      open: z.number().int(),
      bySignal: z.array(
        z.object({ signal: z.enum(SIGNALS), day: z.number().int(), open: z.number().int() }),
      ),
      flags: z.array(flagView),
    }),
  },
  /** The period's flags as CSV, in the station's language. */
  'flags.exportCsv': {
    request: z.object({ period: customPeriod.optional() }),
    response: z.object({ filename: z.string(), csv: z.string() }),
  },
} as const;

/** The least role for each flags channel (access.ts spreads this into LEAST_ROLE). */
export const FLAGS_LEAST_ROLE = {
  'flags.list': 'owner',
  'flags.count': 'owner',
  'flags.visits': 'owner',
  'flags.dismiss': 'manager',
  'flags.note': 'owner',
  'flags.correct': 'manager',
  'flags.summary': 'owner',
  'flags.exportCsv': 'owner',
} as const satisfies Record<keyof typeof flagsChannels, 'open' | 'cashier' | 'manager' | 'owner'>;
