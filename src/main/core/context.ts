// What the area modules need from the core, without knowing how it switches workspaces.
import type { SettingsInput, MemberView, ProgramView } from '@shared/ipc/views';
import type { CoreEvents } from './events';
import type { Workspace } from './workspace';

export interface CoreContext {
  /** The active workspace, once any switch of mode or key has finished. */
  workspace(): Promise<Workspace>;
  settings(): SettingsInput;
  readonly stationId: string;
  readonly events: CoreEvents;
  now(): Date;
  program(ws: Workspace): ProgramView | null;
  memberView(ws: Workspace, customerId: string): MemberView;
}
