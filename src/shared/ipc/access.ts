// Who may call which channels: the manager lock's channels, and the customer display's few.
import type { Channel, EventName } from './contract';
import type { OutboxKind } from './views';

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
  'members.importCheck',
  'members.import',
  'members.exportCsv',
  'members.erase',
  'journal.exportCsv',
] as const satisfies readonly Channel[];
export const CASHIER_SETTINGS = ['cameraId'] as const;

/**
 * A person's decisions on one queue item: open to a cashier for the counter's own items
 * (`COUNTER_ITEM_KINDS`), behind the manager lock for every other kind (a template, a program, an
 * archive), so a cashier cannot drop a manager's work.
 */
export const ITEM_DECISION_CHANNELS = [
  'queue.retry',
  'queue.discard',
  'queue.correct',
] as const satisfies readonly Channel[];
export const COUNTER_ITEM_KINDS = [
  'checkIn',
  'enrol',
  'updateMember',
] as const satisfies readonly OutboxKind[];

/** Whether a cashier may decide on an item of this kind (retry, discard, correct). */
export const isCounterItem = (kind: string): boolean =>
  (COUNTER_ITEM_KINDS as readonly string[]).includes(kind);

/** All a customer display may ask of main: the view, and the program's images. */
export const DISPLAY_CHANNELS = [
  'display.current',
  'images.get',
] as const satisfies readonly Channel[];

export const isDisplayChannel = (channel: string): boolean =>
  (DISPLAY_CHANNELS as readonly string[]).includes(channel);

/** All a customer display hears: what it shows. Whether the station answers, its stream tells. */
export const DISPLAY_EVENTS = ['display.changed'] as const satisfies readonly EventName[];
