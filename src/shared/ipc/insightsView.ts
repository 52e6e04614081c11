// The manager's insights: how a program is doing over a period, as the station and the account
// saw it.
import { z } from 'zod';
import { saidShape } from '../i18n/said';
import { programId } from './ids';

/** The longest custom period: a year and a day, so a leap year fits. */
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_PERIODS = ['today', '7d', '30d'] as const;

/** Each end's problems, by catalogue id: the first day and the last are told apart. */
const DAY_WORDS = {
  first: {
    form: 'main.schema.firstDayForm',
    date: 'main.schema.firstDayNotDate',
    calendar: 'main.schema.firstDayNotInCalendar',
  },
  last: {
    form: 'main.schema.lastDayForm',
    date: 'main.schema.lastDayNotDate',
    calendar: 'main.schema.lastDayNotInCalendar',
  },
} as const;

const day = (end: keyof typeof DAY_WORDS) =>
  z
    .string()
    .regex(/^\d{4}-\d\d-\d\d$/, DAY_WORDS[end].form)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), DAY_WORDS[end].date)
    .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
      error: DAY_WORDS[end].calendar,
    });

const DAY_MS = 86_400_000;

/** A custom period: both days included. */
export const customPeriod = z
  .object({ fromDay: day('first'), toDay: day('last') })
  .refine((p) => p.fromDay <= p.toDay, { error: 'main.schema.firstDayAfterLast' })
  .refine((p) => Date.parse(p.toDay) - Date.parse(p.fromDay) < INSIGHTS_MAX_DAYS * DAY_MS, {
    error: 'main.schema.periodTooLong',
    params: { maximum: INSIGHTS_MAX_DAYS },
  });

export const insightsRequest = z.object({
  /** The program; the counter's when left out. */
  dynamicPassId: programId.optional(),
  period: z.union([z.enum(INSIGHTS_PERIODS), customPeriod]),
  /** Read the account's log from the service too (what is already read is shown offline). */
  account: z.boolean().default(true),
});
export type InsightsRequest = z.input<typeof insightsRequest>;

const count = z.number().int().min(0);

export const insightsFigures = z.object({
  visitsPerDay: z.array(z.object({ day: z.string(), visits: count })),
  /** Hour of the week in the store's time: 0 is Monday 00:00 to 01:00. */
  rushHours: z.array(z.object({ hourOfWeek: z.number().int().min(0).max(167), visits: count })),
  visits: count,
  rewardsRedeemed: count,
  cardsCompleted: count,
  averageVisitsToComplete: z.number().nullable(),
  activeMembers: count,
  newMembers: count,
  returningMembers: count,
  /** Members first seen in a week, and how many came back `offset` weeks later. */
  retention: z.array(z.object({ week: z.string(), offset: z.number().int(), members: count })),
  byStation: z.array(
    z.object({
      station: z.string().nullable(),
      role: z.string().nullable(),
      /** Who: the person, else the role; null for another station's, or when `whoSaid` says it. */
      who: z.string().nullable(),
      /** Who as words to say in the reader's language ("any cashier"); null when `who` names them. */
      whoSaid: saidShape.nullable(),
      visits: count,
    }),
  ),
});
export type InsightsFigures = z.infer<typeof insightsFigures>;

export const insightsView = z.object({
  programs: z.array(z.object({ dynamicPassId: z.string(), name: z.string() })),
  program: z.object({ dynamicPassId: z.string(), name: z.string() }).nullable(),
  /** The store's days shown, both included, and its time zone. */
  fromDay: z.string(),
  toDay: z.string(),
  timeZone: z.string(),
  station: insightsFigures.nullable(),
  /** The account's figures as last read from the service; null when never read. */
  account: insightsFigures.nullable(),
  /** When the account's log was last read to its end. */
  accountReadAt: z.string().nullable(),
  /** Why the account's figures are not up to date (offline, no service), or null. */
  accountNote: z.string().nullable(),
  /** This station's check-ins still waiting to sync: counted once the service has them. */
  waitingVisits: count,
});
export type InsightsView = z.infer<typeof insightsView>;
