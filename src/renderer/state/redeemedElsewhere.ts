// A redemption the core refused because another till of the store already redeemed this card:
// the counter says where and when, and offers a manager's override with a reason.
import { create } from 'zustand';
import { z } from 'zod';
import { AppError } from '@shared/ipc/errors';

/** What the core's refusal names: the till that redeemed the card first, and when. */
const redeemedElsewhereDetails = z.object({
  redeemedElsewhere: z.object({ stationName: z.string(), at: z.string() }),
});

export interface RedeemedElsewhere {
  customerId: string;
  /** The core's message, shown as it says it. */
  message: string;
  stationName: string;
  at: string;
}

interface RedeemedElsewhereState {
  refused: RedeemedElsewhere | null;
  /** A manager is being asked to sign in for the override. */
  overriding: boolean;
  clear(): void;
  startOverride(): void;
}

export const useRedeemedElsewhere = create<RedeemedElsewhereState>((set) => ({
  refused: null,
  overriding: false,
  clear: () => set({ refused: null, overriding: false }),
  startOverride: () => set({ overriding: true }),
}));

/**
 * Keeps the refusal when this error is the core's "another till redeemed this card"; answers
 * whether it was. Any other error leaves the last refusal behind.
 */
export function tookRedeemedElsewhere(error: unknown, customerId: string): boolean {
  useRedeemedElsewhere.getState().clear();
  if (!(error instanceof AppError) || error.kind !== 'conflict') return false;
  const details = redeemedElsewhereDetails.safeParse(error.details);
  if (!details.success) return false;
  const { stationName, at } = details.data.redeemedElsewhere;
  useRedeemedElsewhere.setState({
    refused: { customerId, message: error.message, stationName, at },
    overriding: false,
  });
  return true;
}
