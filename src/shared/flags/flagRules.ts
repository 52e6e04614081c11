// The owner's rules for the activity to look at: each signal on or off with its threshold, and
// the store's opening hours that stamps outside of are flagged against.
import { z } from 'zod';

export const SIGNALS = [
  'manyStamps',
  'fastFill',
  'quickRedeem',
  'twoTills',
  'typed',
  'concentration',
  'corrections',
  'outsideHours',
  'sharedSignIn',
] as const;
export type Signal = (typeof SIGNALS)[number];

/** Signals that compare one person with the other staff over a week. */
export const COMPARING_SIGNALS = ['typed', 'concentration', 'corrections'] as const;

const whole = (least: number, most: number) =>
  z
    .number({ error: 'main.schema.flagRuleNumber' })
    .int('main.schema.flagRuleWhole')
    .min(least, 'main.schema.flagRuleAtLeast')
    .max(most, 'main.schema.flagRuleAtMost');
const times = z
  .number({ error: 'main.schema.flagRuleNumber' })
  .min(1.5, 'main.schema.flagRuleAtLeast')
  .max(20, 'main.schema.flagRuleAtMost');

export const flagRules = z.object({
  /** A member with more than `most` stamps in one of the store's days (Square's rule). */
  manyStamps: z.object({ on: z.boolean(), most: whole(1, 100) }),
  /** A card filled from empty within `hours`. */
  fastFill: z.object({ on: z.boolean(), hours: whole(1, 168) }),
  /** A card redeemed within `minutes` of being filled. */
  quickRedeem: z.object({ on: z.boolean(), minutes: whole(1, 1440) }),
  /** A member stamped at two tills within `minutes`. */
  twoTills: z.object({ on: z.boolean(), minutes: whole(1, 120) }),
  /** A person's share of typed or picked changes `times` the other staff's or more. */
  typed: z.object({ on: z.boolean(), times }),
  /** A person's stamps on their three most stamped members, `times` the others' share or more. */
  concentration: z.object({ on: z.boolean(), times }),
  /** A person's sets, early resets, undos and overrides, `times` the others' rate or more. */
  corrections: z.object({ on: z.boolean(), times }),
  /** Stamps more than `graceMinutes` outside the opening hours. */
  outsideHours: z.object({ on: z.boolean(), graceMinutes: whole(0, 240) }),
  /** One person acting at two tills by turns within `minutes`. */
  sharedSignIn: z.object({ on: z.boolean(), minutes: whole(1, 120) }),
});
export type FlagRules = z.infer<typeof flagRules>;

export const DEFAULT_FLAG_RULES: FlagRules = {
  manyStamps: { on: true, most: 5 },
  fastFill: { on: true, hours: 24 },
  quickRedeem: { on: true, minutes: 60 },
  twoTills: { on: true, minutes: 5 },
  typed: { on: true, times: 3 },
  concentration: { on: true, times: 2 },
  corrections: { on: true, times: 3 },
  outsideHours: { on: true, graceMinutes: 15 },
  sharedSignIn: { on: true, minutes: 10 },
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'main.schema.openingTimeForm');

/** One day's hours, or null: closed all day. Closing before opening runs past midnight. */
export const openingDay = z.object({ open: clock, close: clock }).nullable();

/** Monday to Sunday; null as a whole: the hours are not set, and nothing is flagged by them. */
export const openingHours = z
  .array(openingDay)
  .length(7, 'main.schema.openingSevenDays')
  .nullable();
export type OpeningHours = z.infer<typeof openingHours>;
