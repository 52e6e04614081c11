// The credits area: the account's balance, kept for offline.
import type { AreaHandlers, CoreContext } from '../context';
import { readCredits } from './readCredits';

export function creditsHandlers(ctx: CoreContext): AreaHandlers<'credits'> {
  return {
    'credits.get': async ({ refresh }) => readCredits(ctx, refresh),
  };
}
