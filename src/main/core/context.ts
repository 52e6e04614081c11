// What the areas need from the core, without knowing how it switches workspaces: createCore
// hands it to each area's handlers.
import type { Handlers } from '@shared/ipc/dispatch';
import type { Channel } from '@shared/ipc/contract';
import type { MemberView, ProgramView, SettingsInput, SettingsView } from '@shared/ipc/views';
import type { CoreConfig } from './config';
import type { CoreEvents } from './events';
import type { CustomerDisplay } from './display/customerDisplay';
import type { StaffSession } from './staff/session';
import type { KnownMember } from './members/members';
import type { Mode, Workspace } from './workspace';
import type { StoreLink } from './store/link/storeLink';

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
  settingsView(): SettingsView;
  /** Saves settings; a change of service, key or mode reopens the workspace it affects. */
  updateSettings(next: SettingsInput, journalAction: string): Promise<SettingsView>;
  setApiKey(apiKey: string | null): Promise<SettingsView>;
  /** Training's offline practice: the service refused while on; refused on a live station. */
  practiseOffline(on: boolean): Promise<SettingsView>;
  /** The live service and key, for a test call before anything is switched. */
  liveTarget(apiKey: string): { baseUrl: string; apiKey: string };
  /** The link to the store's other stations; absent when started without `lan`. */
  readonly lan?: StoreLink | null;
}

/** The handlers of the channels named `<prefix>.something`: what one area serves. */
export type AreaHandlers<Prefix extends string> = Pick<
  Handlers,
  Extract<Channel, `${Prefix}.${string}` | Prefix>
>;
