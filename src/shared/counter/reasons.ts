// When a change at the counter needs a reason, and what a reason is: the one rule the core
// enforces and the counter asks by.
import { z } from 'zod';
import { ONE_LINE } from '../ipc/ids';
import { undoOpenUntil } from './undoWindow';
import type { CheckInAction } from '../ipc/views';

/** One line a person types or taps: kept in the journal beside the change it explains. */
export const changeReason = z
  .string({ error: 'main.schema.reasonAsText' })
  .trim()
  .min(1, 'main.schema.reasonNeeded')
  .max(200, 'main.schema.reasonTooLong')
  .regex(ONE_LINE, 'main.schema.reasonOneLine');

/** What needs a reason. */
export const REASON_CASES = ['set', 'earlyReset', 'lateUndo'] as const;
export type ReasonCase = (typeof REASON_CASES)[number];

/** The card an action is made on: its count as shown, its maximum, and whether it counts points. */
export interface CardState {
  displayCount: number | null;
  max: number | null;
  points: boolean;
}

/**
 * A set rewrites the count and a reset before the card is full throws stamps away: neither is a
 * customer's ordinary visit, so the journal keeps why. Points added to a points card are sent as
 * a set of the higher count, and are a purchase, not a correction.
 */
export function reasonForAction(
  action: CheckInAction,
  { displayCount, max, points }: CardState,
): ReasonCase | null {
  const addsPoints =
    points && displayCount !== null && action.kind === 'set' && action.count > displayCount;
  if (action.kind === 'set') return addsPoints ? null : 'set';
  if (action.kind === 'reset' && (max === null || displayCount === null || displayCount < max)) {
    return 'earlyReset';
  }
  return null;
}

/** An undo after its window takes back a change the customer may have left with. */
export function reasonForUndo(createdAt: string, nowMs: number): ReasonCase | null {
  return nowMs > undoOpenUntil(createdAt) ? 'lateUndo' : null;
}

/** What the refusal says to give, and what the counter's dialog asks. */
export const REASON_QUESTION: Record<ReasonCase, string> = {
  set: 'Why set the count by hand?',
  earlyReset: 'Why start a new card before this one is full?',
  lateUndo: 'Why undo this after its window?',
};

/** One-tap choices in the counter's dialog; any other reason can be typed. */
export const COMMON_REASONS: Record<ReasonCase, readonly string[]> = {
  set: ['Stamps from a paper card', 'Corrected a mistake', 'Goodwill'],
  earlyReset: ['Reward given early', 'Customer asked for a new card', 'Corrected a mistake'],
  lateUndo: ['Wrong member stamped', 'Stamped twice', 'Customer changed their mind'],
};

/** The details of the core's refusal, which the counter answers by asking. */
export const reasonNeededDetails = z.object({
  reasonNeeded: z.literal(true),
  case: z.enum(REASON_CASES),
});
export type ReasonNeeded = z.infer<typeof reasonNeededDetails>;
