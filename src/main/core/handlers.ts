// The handler table for every IPC channel, merged from each area's own; both hosts serve it.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreConfig } from './config';
import type { CoreContext } from './context';
import type { CustomerDisplay } from './display/customerDisplay';
import type { Mode } from './mode';
import { counterHandlers } from './counter';
import { checkIn } from './counter/checkIn';
import { lookUpMember } from './counter/lookUpMember';
import { resolveScannedCode } from './counter/scan';
import { creditsHandlers } from './credits';
import { imagesHandlers } from './images';
import { insightsHandlers } from './insights';
import { flagsHandlers } from './flags';
import { storeHandlers } from './store';
import type { SettingsControl } from './settings/settingsControl';
import type { StaffSession } from './staff/session';
import type { StoreLink } from './store/link/storeLink';
import type { StoreNews } from './store/visits/storeNews';
import type { WorkspaceParts } from './workspaceParts';
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
export function createHandlers(
  ctx: CoreContext,
  parts: StationParts,
): { guarded: Handlers; unguarded: Handlers } {
  const unguarded = areaHandlers(ctx, parts);
  return { guarded: guardRoles(ctx, unguarded), unguarded };
}

/** What the station owns beside the context, handed only to the areas that use it. */
export interface StationParts {
  readonly control: SettingsControl;
  readonly config: CoreConfig;
  /** Who is signed in and the store's people: the staff area's own. */
  readonly staff: StaffSession;
  /** The link to the store's other stations; null when started without `lan`. */
  readonly link: StoreLink | null;
  readonly storeNews: StoreNews;
  /** What the display facing the customer shows: the counter and an erasure tell it. */
  readonly display: CustomerDisplay;
  /** The mode the station runs in now (training or live). */
  mode(): Mode;
  /** The active workspace with what was built beside it, once any switch has finished. */
  opened(): Promise<WorkspaceParts>;
}

/** One line per area: a channel missing from every area fails to compile here. */
function areaHandlers(ctx: CoreContext, parts: StationParts): Handlers {
  return {
    ...settingsHandlers(ctx, parts.control, parts.config, () => parts.mode()),
    ...counterHandlers(ctx, parts.display),
    ...membersHandlers(ctx, { resolveScannedCode, lookUpMember }, parts.display),
    ...queueHandlers(ctx),
    ...journalHandlers(ctx),
    ...templatesHandlers(ctx),
    ...creditsHandlers(ctx),
    ...insightsHandlers(ctx, () => parts.opened()),
    ...flagsHandlers(
      ctx,
      () => parts.opened(),
      (set) => checkIn(ctx, parts.display, set),
    ),
    ...imagesHandlers(ctx),
    ...staffHandlers(ctx, parts.staff),
    ...trainingHandlers(parts.control),
    ...storeHandlers(ctx, parts.link, parts.storeNews, (correction) =>
      checkIn(ctx, parts.display, correction),
    ),
  };
}
