// The handler table for every IPC channel, merged from each area's own; both hosts serve it.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreContext } from './context';
import { counterHandlers } from './counter';
import { creditsHandlers } from './credits';
import { imagesHandlers } from './images';
import { insightsHandlers } from './insights';
import { journalHandlers } from './journal';
import { guardManagerChannels, lockHandlers } from './lock';
import { membersHandlers } from './members';
import { queueHandlers } from './queue';
import { settingsHandlers } from './settings';
import { templatesHandlers } from './templates';
import { trainingHandlers } from './training';

/**
 * One line per area: a channel missing from every area fails to compile here. The manager's
 * channels pass the lock's guard first.
 */
export function createHandlers(ctx: CoreContext): Handlers {
  return guardManagerChannels(ctx, {
    ...settingsHandlers(ctx),
    ...counterHandlers(ctx),
    ...membersHandlers(ctx),
    ...queueHandlers(ctx),
    ...journalHandlers(ctx),
    ...templatesHandlers(ctx),
    ...creditsHandlers(ctx),
    ...insightsHandlers(ctx),
    ...imagesHandlers(ctx),
    ...lockHandlers(ctx),
    ...trainingHandlers(ctx),
  });
}
