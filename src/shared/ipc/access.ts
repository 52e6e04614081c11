// Who may call which channels: the least staff role for every channel, and the customer display's few.
import type { Channel, EventName } from './contract';
import type { memberListChannels } from './memberRecords';
import type { StaffRole } from './staffContract';
import { STORE_LEAST_ROLE } from './storeContract';
import { FLAGS_LEAST_ROLE } from './flagsContract';
import type { OutboxKind } from './views';

/** `open`: callable with nobody signed in (the sign-in screen, the status bar, the display). */
export type LeastRole = 'open' | StaffRole;

/** Every role, weakest first: each holds every right of the ones before it. */
export const ROLE_ORDER = ['open', 'cashier', 'manager', 'owner'] as const satisfies LeastRole[];

/** Whether a person in `role` (null: nobody may act) may do what needs `least`. */
export const mayAct = (role: StaffRole | null, least: LeastRole): boolean =>
  least === 'open' || (role !== null && ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(least));

/** The contract's channels, and those of the members list while they are being added to it. */
export type ListedChannel = Channel | keyof typeof memberListChannels;

/**
 * The least role for every channel: a channel of the contract missing here fails to compile.
 * Some are judged again on the request: `settings.update` (`settingsUpdateRole`) and the queue's
 * item decisions (`ITEM_DECISION_CHANNELS`).
 */
export const LEAST_ROLE = {
  'app.info': 'open',
  'settings.get': 'open',
  'sync.status': 'open',
  'display.current': 'open',
  'images.get': 'open',
  'staff.session': 'open',
  'staff.signIn': 'open',
  'staff.signOut': 'open',
  // A person signed in, any role; nobody signed in is refused by the handler.
  'staff.changeOwnPin': 'cashier',

  'settings.update': 'manager',
  'sync.now': 'cashier',
  'counter.program': 'cashier',
  'counter.scan': 'cashier',
  'counter.member': 'cashier',
  'counter.checkIn': 'cashier',
  'counter.undo': 'cashier',
  'members.search': 'cashier',
  'members.get': 'cashier',
  'members.enrol': 'cashier',
  'members.history': 'cashier',
  'members.list': 'cashier',
  'members.update': 'cashier',
  'queue.list': 'cashier',
  'queue.retry': 'cashier',
  'queue.discard': 'cashier',
  'queue.correct': 'cashier',
  'journal.list': 'cashier',
  'display.link': 'cashier',
  'training.practiseOffline': 'cashier',

  'settings.testConnection': 'manager',
  'templates.list': 'manager',
  'templates.get': 'manager',
  'templates.create': 'manager',
  'loyalty.create': 'manager',
  'drafts.list': 'manager',
  'drafts.start': 'manager',
  'drafts.save': 'manager',
  'drafts.discard': 'manager',
  'drafts.publish': 'manager',
  'batches.get': 'manager',
  'passes.archive': 'manager',
  'credits.get': 'manager',
  'insights.get': 'manager',
  'members.importCheck': 'manager',
  'members.import': 'manager',
  'members.exportCsv': 'manager',
  'members.erase': 'manager',
  'journal.exportCsv': 'manager',

  'settings.setApiKey': 'owner',
  'settings.clearApiKey': 'owner',
  'staff.list': 'owner',
  'staff.add': 'owner',
  'staff.update': 'owner',
  'staff.remove': 'owner',
  'staff.issueBadge': 'owner',
  'staff.clearBadge': 'owner',
  'staff.setPolicy': 'owner',
  ...STORE_LEAST_ROLE,
  ...FLAGS_LEAST_ROLE,
} as const satisfies Record<ListedChannel, LeastRole>;

export const leastRoleOf = (channel: Channel): LeastRole =>
  (LEAST_ROLE as Record<string, LeastRole>)[channel] ?? 'owner';

/** Settings a cashier changes at the counter: its own camera. */
export const CASHIER_SETTINGS = ['cameraId'] as const;
/** Settings only the owner changes: where the key is sent, and what activity is flagged. */
export const OWNER_SETTINGS = ['serviceUrl', 'flagRules', 'openingHours'] as const;

/**
 * The least role for one `settings.update`, by the settings it changes from `current`: the
 * settings form sends the service URL unchanged with every save.
 */
export function settingsUpdateRole(request: object, current: object): LeastRole {
  const keys = Object.keys(request);
  // Compared as JSON: the rules and the hours are objects, sent unchanged with every save.
  const changes = (key: string) =>
    JSON.stringify((request as Record<string, unknown>)[key]) !==
    JSON.stringify((current as Record<string, unknown>)[key]);
  if (keys.some((key) => (OWNER_SETTINGS as readonly string[]).includes(key) && changes(key))) {
    return 'owner';
  }
  if (keys.every((key) => (CASHIER_SETTINGS as readonly string[]).includes(key))) return 'cashier';
  return 'manager';
}

/**
 * A person's decisions on one queue item: open to a cashier for the counter's own items
 * (`COUNTER_ITEM_KINDS`), a manager's for every other kind (a template, a program, an archive),
 * so a cashier cannot drop a manager's work.
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
