// What the areas need from the core, without knowing how it switches workspaces: createCore
// hands it to each area's handlers.
import type { Handlers } from '@shared/ipc/dispatch';
import type { Channel } from '@shared/ipc/contract';
import type { MemberView, ProgramView, SettingsInput } from '@shared/ipc/views';
import type { LeastRole } from '@shared/ipc/access';
import type { MessageId } from '@shared/i18n/messageId';
import type { Actor, StaffRole } from '@shared/ipc/staffContract';
import type { CoreEvents } from './events';

/** What the areas ask of the person at the station (staff/session.ts keeps it). */
export interface StationStaff {
  /** Who acts now: role and person, written with each journal line and shared record. */
  actor(): Actor;
  /** The role in force, or null while nobody may act. */
  role(): StaffRole | null;
  /** Refuses `what` unless the role in force holds `least`. */
  require(least: LeastRole, what: MessageId): void;
  /** The store's people changed: the session looks again at who is signed in. */
  changed(): void;
}

/**
 * The slot the workspace fills (workspace.ts declares `workspace: Workspace` into it): the
 * context names the workspace's type without importing the layer above it, as the station
 * hands the workspace to the areas at run time without the context making one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface WorkspaceSlot {}

type Workspace = WorkspaceSlot extends { workspace: infer W } ? W : never;

export interface CoreContext {
  /** The active workspace, once any switch of mode or key has finished. */
  workspace(): Promise<Workspace>;
  settings(): SettingsInput;
  readonly stationId: string;
  readonly events: CoreEvents;
  /** The core's configuration, as far as the areas read it. */
  readonly config: { readonly timeZone: string };
  now(): Date;
  program(ws: Pick<Workspace, 'templates'>): ProgramView | null;
  /** `known` is the member's row when the caller has already read it. */
  memberView(
    ws: Workspace,
    customerId: string,
    known?: ReturnType<Workspace['members']['get']>,
  ): MemberView;
  /** Who is signed in, the role in force, and the store's people. */
  readonly staff: StationStaff;
}

/** The handlers of the channels named `<prefix>.something`: what one area serves. */
export type AreaHandlers<Prefix extends string> = Pick<
  Handlers,
  Extract<Channel, `${Prefix}.${string}` | Prefix>
>;
