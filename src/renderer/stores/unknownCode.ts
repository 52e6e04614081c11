// A code the counter read that names no member: what was read, and the cashier's next step
// (find the member by it, or enrol them), handed to the counter's search or enrolment form.
import { create } from 'zustand';

export type NextStep = 'search' | 'enrol';

interface UnknownCodeState {
  /** The code as read, and why it named nobody. */
  read: { text: string; reason: string } | null;
  /** A step asked for, until the search or the enrolment form takes it. */
  next: { step: NextStep; text: string } | null;
  unknown(text: string, reason: string): void;
  clear(): void;
  ask(step: NextStep): void;
  /** The part of the counter that does `step` takes the request (the code, for a search). */
  take(step: NextStep): string | null;
}

export const useUnknownCode = create<UnknownCodeState>((set, get) => ({
  read: null,
  next: null,
  unknown: (text, reason) => set({ read: { text, reason } }),
  clear: () => set({ read: null }),
  ask: (step) => {
    const read = get().read;
    set({ next: { step, text: read?.text.trim() ?? '' } });
  },
  take: (step) => {
    const next = get().next;
    if (next?.step !== step) return null;
    set({ next: null });
    return next.text;
  },
}));
