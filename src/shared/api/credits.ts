// Credit balance: endpoint 4.8.
import { z } from 'zod';

/** Free credits exist only while no premium credits were bought (4.8), up to this many. */
export const FREE_CREDITS_MAX = 20;

export const creditsResponse = z.object({
  premiumCredits: z.number().int().min(0),
  freeCredits: z.number().int().min(0),
});
export type CreditsResponse = z.infer<typeof creditsResponse>;
