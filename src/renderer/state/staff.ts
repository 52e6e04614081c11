// Who is signed in at this station, as the screens see it: the person, the role in force and the
// people to pick. Main holds the session; this follows it, and takes a staff badge scanned anywhere.
import { create } from 'zustand';
import type { ChannelRequest } from '@shared/ipc/contract';
import { isBadgeCode, type SessionView } from '@shared/ipc/staffContract';
import { api } from '../bridge/api';
import { messageOf } from '../bridge/reviveErrors';

interface StaffState {
  view: SessionView | null;
  /** The sign-in screen was asked for (Switch person), though any cashier may go on. */
  choosing: boolean;
  /** Why the last badge scanned signed nobody in. */
  badgeProblem: string | null;
  /** The person who chose "Not now" when asked to change their PIN, until the next sign-in. */
  pinLater: string | null;
  follow(): () => void;
  /** Throws the core's AppError: a wrong PIN, the wait after too many, an unknown badge. */
  signIn(request: ChannelRequest<'staff.signIn'>): Promise<SessionView>;
  /** Signs the person out and shows the sign-in screen for the next one. */
  switchPerson(): Promise<void>;
  /** Leaves the sign-in screen as any cashier, where the store allows it. */
  stopChoosing(): void;
  /** The person signed in chooses a new PIN; throws the core's refusal (field `newPin`). */
  changeOwnPin(request: ChannelRequest<'staff.changeOwnPin'>): Promise<void>;
  /** Leaves the PIN change for now: the core asks again at the next sign-in. */
  changePinLater(): void;
}

export const useStaff = create<StaffState>((set) => ({
  view: null,
  choosing: false,
  badgeProblem: null,
  pinLater: null,
  follow: () => {
    const stop = api().on('staff.changed', (view) => set({ view }));
    refreshSession();
    return stop;
  },
  signIn: async (request) => {
    const view = await api().staff.signIn(request);
    set({ view, choosing: false, badgeProblem: null, pinLater: null });
    return view;
  },
  changeOwnPin: async (request) => set({ view: await api().staff.changeOwnPin(request) }),
  changePinLater: () => set((s) => ({ pinLater: s.view?.person?.id ?? null })),
  switchPerson: async () => set({ view: await api().staff.signOut({}), choosing: true }),
  stopChoosing: () => set({ choosing: false }),
}));

/** A screen refused by main (the session ended meanwhile): read the session again. */
export const refreshSession = () =>
  void api()
    .staff.session({})
    .then((view) => useStaff.setState({ view }))
    .catch(() => {});

/**
 * A scan that is a staff badge signs its holder in, on whatever screen it was made: never looked
 * up as a member. True when the scan was a badge (taken, whatever the outcome).
 */
export function takeBadge(text: string): boolean {
  if (!isBadgeCode(text)) return false;
  useStaff
    .getState()
    .signIn({ badge: text.trim() })
    .catch((error: unknown) => useStaff.setState({ badgeProblem: messageOf(error) }));
  return true;
}
