// What the areas need from the core, without knowing how it switches workspaces: createCore
// hands it to each area's handlers.
import type { Handlers } from '@shared/ipc/dispatch';
import type { Channel } from '@shared/ipc/contract';
import type { MemberView, ProgramView, SettingsInput } from '@shared/ipc/views';
import type { CoreConfig } from './config';
import type { CoreEvents } from './events';
import type { CustomerDisplay } from './display/customerDisplay';
import type { StaffSession } from './staff/session';
import type { KnownMember } from './members/members';
import type { Mode, Workspace } from './workspace';

export interface CoreContext {
  /** The active workspace, once any switch of mode or key has finished. */
  workspace(): Promise<Workspace>;
  settings(): SettingsInput;
  readonly stationId: string;
  readonly events: CoreEvents;
  readonly config: CoreConfig;
  now(): Date;
  program(ws: Workspace): ProgramView | null;
  /** `known` is the member's row when the caller has already read it. */
  memberView(ws: Workspace, customerId: string, known?: KnownMember | null): MemberView;
  /** Training whenever asked for, and always while no API key is set. */
  readonly mode: Mode;
  /** Who is signed in, the role in force, and the store's people. */
  readonly staff: StaffSession;
  /** What the display facing the customer shows. */
  readonly display: CustomerDisplay;
}

/** The handlers of the channels named `<prefix>.something`: what one area serves. */
export type AreaHandlers<Prefix extends string> = Pick<
  Handlers,
  Extract<Channel, `${Prefix}.${string}` | Prefix>
>;
