// Who may call which channels: the manager lock's channels, and the customer display's few.
import type { Channel, EventName } from './contract';

/**
 * Channels behind the manager lock: templates, programs, archive, credits and settings. A settings
 * change of only `CASHIER_SETTINGS` (the counter's own camera) stays open.
 */
export const MANAGER_CHANNELS = [
  'settings.update',
  'settings.setApiKey',
  'settings.clearApiKey',
  'settings.testConnection',
  'templates.list',
  'templates.get',
  'templates.create',
  'loyalty.create',
  'drafts.list',
  'drafts.start',
  'drafts.save',
  'drafts.discard',
  'drafts.publish',
  'batches.get',
  'passes.archive',
  'credits.get',
  'insights.get',
] as const satisfies readonly Channel[];
export const CASHIER_SETTINGS = ['cameraId'] as const;

/** All a customer display may ask of main: the view, and the program's images. */
export const DISPLAY_CHANNELS = [
  'display.current',
  'images.get',
] as const satisfies readonly Channel[];

export const isDisplayChannel = (channel: string): boolean =>
  (DISPLAY_CHANNELS as readonly string[]).includes(channel);

/** All a customer display hears: what it shows. Whether the station answers, its stream tells. */
export const DISPLAY_EVENTS = ['display.changed'] as const satisfies readonly EventName[];
