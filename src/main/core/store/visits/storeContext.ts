// The context as the store's areas are handed it: the station's views of the program and of a
// member take the visits' workspace (visitsWorkspace.ts), not the whole one.
import type { MemberView, ProgramView } from '@shared/ipc/views';
import type { CoreContext } from '../../context';
import type { KnownMember } from '../../members/members';
import type { VisitsWorkspace } from './visitsWorkspace';

/** How the station reads the program and a member off a workspace, as far as the store gives it. */
export interface StoreViews {
  program(ws: VisitsWorkspace): ProgramView | null;
  /** `known` is the member's row when the caller has already read it. */
  memberView(ws: VisitsWorkspace, customerId: string, known?: KnownMember | null): MemberView;
}

/** The context as the store's areas are handed it: its views take the store's workspace. */
export type StoreContext = Omit<CoreContext, keyof StoreViews> & StoreViews;
