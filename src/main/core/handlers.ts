// The handler table for every IPC channel, merged from each area's own; both hosts serve it.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreContext } from './context';
import { counterHandlers } from './counter';
import { checkIn } from './counter/checkIn';
import { lookUpMember } from './counter/lookUpMember';
import { resolveScannedCode } from './counter/scan';
import { creditsHandlers } from './credits';
import { imagesHandlers } from './images';
import { insightsHandlers } from './insights';
import { flagsHandlers } from './flags';
import { storeHandlers } from './store';
import { journalHandlers } from './journal';
import { membersHandlers } from './members';
import { queueHandlers } from './queue';
import { settingsHandlers } from './settings';
import { guardRoles, staffHandlers } from './staff';
import { templatesHandlers } from './templates';
import { trainingHandlers } from './training';

/**
 * The table both hosts serve to pages, whose channels each pass the role guard first, and
 * the same handlers unguarded, only for the start-up configuration (startUp.ts).
 */
export function createHandlers(ctx: CoreContext): { guarded: Handlers; unguarded: Handlers } {
  const unguarded = areaHandlers(ctx);
  return { guarded: guardRoles(ctx, unguarded), unguarded };
}

/** One line per area: a channel missing from every area fails to compile here. */
function areaHandlers(ctx: CoreContext): Handlers {
  return {
    ...settingsHandlers(ctx),
    ...counterHandlers(ctx),
    ...membersHandlers(ctx, { resolveScannedCode, lookUpMember }),
    ...queueHandlers(ctx),
    ...journalHandlers(ctx),
    ...templatesHandlers(ctx),
    ...creditsHandlers(ctx),
    ...insightsHandlers(ctx),
    ...flagsHandlers(ctx, (set) => checkIn(ctx, set)),
    ...imagesHandlers(ctx),
    ...staffHandlers(ctx),
    ...trainingHandlers(ctx),
    ...storeHandlers(ctx, (correction) => checkIn(ctx, correction)),
  };
}
