// The staff area: sign-in and the owner's list of people, and the guard every channel passes.
import {
  isCounterItem,
  ITEM_DECISION_CHANNELS,
  leastRoleOf,
  settingsUpdateRole,
} from '@shared/ipc/access';
import { CHANNELS, type Channel } from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { failure } from '@shared/i18n/failure';
import type { AreaHandlers, CoreContext } from '../context';
import { actionOf, DECIDE_MANAGERS_ITEM } from './actions';
import type { StaffSession } from './session';
import type { StoredPerson } from './staffFile';

export function staffHandlers(ctx: CoreContext, session: StaffSession): AreaHandlers<'staff'> {
  const roster = session.roster;
  const memberView = (person: StoredPerson): StaffMemberView => {
    const now = ctx.now().getTime();
    return {
      id: person.id,
      name: person.name,
      role: person.role,
      hasBadge: person.badgeHash !== null,
      createdAt: person.createdAt,
      waitUntil:
        person.waitUntil && person.waitUntil > now
          ? new Date(person.waitUntil).toISOString()
          : null,
    };
  };
  return {
    'staff.session': async () => session.view(),
    'staff.signIn': async (request) =>
      'badge' in request
        ? session.signInByBadge(request.badge)
        : session.signInByPin(request.staffId, request.pin),
    'staff.signOut': async () => session.signOut(),
    'staff.changeOwnPin': async ({ pin, newPin }) => {
      const { staffId } = session.actor();
      if (staffId === null) throw failure('forbidden', 'store.staff.ownPinSignIn');
      await roster.changeOwnPin(staffId, pin, newPin);
      return session.changed();
    },
    'staff.list': async () => ({
      people: [...roster.people()].sort((a, b) => a.name.localeCompare(b.name)).map(memberView),
      policy: roster.policy(),
    }),
    'staff.add': async ({ name, role, pin }) => {
      const first = roster.people().length === 0;
      const person = await roster.add(name, role, pin);
      if (first) session.begin(person);
      else session.changed();
      return memberView(person);
    },
    'staff.update': async ({ id, ...change }) => {
      const person = await roster.update(id, change);
      session.changed();
      return memberView(person);
    },
    'staff.remove': async ({ id }) => {
      roster.remove(id);
      session.changed();
      return { id };
    },
    'staff.issueBadge': async ({ id }) => {
      const { person, badge } = roster.issueBadge(id);
      return { person: memberView(person), badge };
    },
    'staff.clearBadge': async ({ id }) => memberView(roster.clearBadge(id)),
    'staff.setPolicy': async (policy) => {
      roster.setPolicy(policy);
      return session.policyChanged();
    },
  };
}

/**
 * The handler table with every channel refusing a role below its least (access.ts), whatever
 * page calls it: the renderer's gates are a convenience, this is the rule.
 */
export function guardRoles(ctx: CoreContext, handlers: Handlers): Handlers {
  const guarded: Record<string, unknown> = {};
  for (const channel of CHANNELS) {
    const serve = handlers[channel] as (request: unknown) => Promise<unknown>;
    guarded[channel] = async (request: unknown) => {
      ctx.staff.require(leastFor(ctx, channel, request), actionOf(channel));
      return serve(request);
    };
  }
  for (const channel of ITEM_DECISION_CHANNELS) {
    const serve = guarded[channel] as (request: { itemId: string }) => Promise<unknown>;
    guarded[channel] = async (request: { itemId: string }) => {
      const row = (await ctx.workspace()).outbox.get(request.itemId);
      if (row && !isCounterItem(row.kind)) ctx.staff.require('manager', DECIDE_MANAGERS_ITEM);
      return serve(request);
    };
  }
  return guarded as Handlers;
}

function leastFor(ctx: CoreContext, channel: Channel, request: unknown) {
  if (channel === 'settings.update' && typeof request === 'object' && request !== null) {
    return settingsUpdateRole(request, ctx.settings());
  }
  return leastRoleOf(channel);
}
