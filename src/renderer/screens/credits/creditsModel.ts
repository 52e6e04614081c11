// Credits said plainly: which balance applies (spec 4.8) and when to warn that few are left.
import { FREE_CREDITS_MAX, type CreditsResponse } from '@shared/api';
import { said, type Said } from '@shared/i18n/said';

/** Below this many credits left the screen warns: each new member's pass uses a credit. */
export const LOW_CREDITS = 5;

export interface CreditsSummary {
  /** What the account can still spend. */
  available: number;
  /** Which balance is in use: free credits vanish once premium ones are bought. */
  plan: 'free' | 'premium';
  low: boolean;
  /** Which balance applies and why, said in the page's language where shown. */
  explanation: Said;
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
        ? said('insights.credits.premiumExplained')
        : said('insights.credits.freeExplained', { max: FREE_CREDITS_MAX }),
  };
}
