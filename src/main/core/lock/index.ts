// The lock area: the manager PIN's channels, and the guard every manager channel passes.
import {
  CASHIER_SETTINGS,
  isCounterItem,
  ITEM_DECISION_CHANNELS,
  MANAGER_CHANNELS,
} from '@shared/ipc/access';
import type { Channel } from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';
import type { AreaHandlers, CoreContext } from '../context';

export function lockHandlers(ctx: CoreContext): AreaHandlers<'lock'> {
  return {
    'lock.status': async () => ctx.lock.view(),
    'lock.unlock': async ({ pin }) => ctx.lock.unlock(pin),
    'lock.lock': async () => ctx.lock.lock(),
    'lock.setPin': async ({ pin }) => ctx.lock.setPin(pin),
  };
}

const WHAT: Partial<Record<Channel, string>> = {
  'passes.archive': 'Archiving a pass',
  'credits.get': 'Reading the credits',
  'insights.get': 'Reading the insights',
  'settings.update': 'Changing the settings',
  'settings.setApiKey': 'Changing the API key',
  'settings.clearApiKey': 'Removing the API key',
  'settings.testConnection': 'Testing the connection',
  'journal.exportCsv': 'Exporting the journal',
};

/** Only the counter's own camera: a cashier picks it without the PIN. */
const onlyCashierSettings = (request: unknown): boolean =>
  typeof request === 'object' &&
  request !== null &&
  Object.keys(request).every((key) => (CASHIER_SETTINGS as readonly string[]).includes(key));

/** The handler table with every manager channel refusing while the lock is closed. */
export function guardManagerChannels(ctx: CoreContext, handlers: Handlers): Handlers {
  const guarded: Record<string, unknown> = { ...handlers };
  for (const channel of MANAGER_CHANNELS) {
    const serve = handlers[channel] as (request: unknown) => Promise<unknown>;
    guarded[channel] = async (request: unknown) => {
      if (!(channel === 'settings.update' && onlyCashierSettings(request))) {
        ctx.lock.require(WHAT[channel] ?? 'Working with templates and programs');
      }
      return serve(request);
    };
  }
  for (const channel of ITEM_DECISION_CHANNELS) {
    const serve = handlers[channel] as (request: { itemId: string }) => Promise<unknown>;
    guarded[channel] = async (request: { itemId: string }) => {
      const row = (await ctx.workspace()).outbox.get(request.itemId);
      if (row && !isCounterItem(row.kind)) ctx.lock.require('Deciding on a manager’s item');
      return serve(request);
    };
  }
  return guarded as Handlers;
}
