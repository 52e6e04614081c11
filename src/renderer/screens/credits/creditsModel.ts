// Credits said plainly: which balance applies (spec 4.8) and when to warn that few are left.
import { FREE_CREDITS_MAX, type CreditsResponse } from '@shared/api';

/** Below this many credits left the screen warns: each new member's pass uses a credit. */
export const LOW_CREDITS = 5;

export interface CreditsSummary {
  /** What the account can still spend. */
  available: number;
  /** Which balance is in use: free credits vanish once premium ones are bought. */
  plan: 'free' | 'premium';
  low: boolean;
  explanation: string;
}

export function creditsSummary(credits: CreditsResponse): CreditsSummary {
  const plan = credits.premiumCredits > 0 ? 'premium' : 'free';
  const available = plan === 'premium' ? credits.premiumCredits : credits.freeCredits;
  return {
    available,
    plan,
    low: available < LOW_CREDITS,
    explanation:
      plan === 'premium'
        ? 'This account has bought premium credits, so it has no free credits any more: free credits exist only until the first premium credits are bought.'
        : `This account uses free credits (up to ${FREE_CREDITS_MAX}). They exist only until premium credits are bought; from then on free credits are 0.`,
  };
}
