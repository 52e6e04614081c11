// A code the counter read that names no member: what was read, and the cashier's next step
// (find the member by it, or enrol them), handed to the counter's search or enrolment form.
import { create } from 'zustand';

export type NextStep = 'search' | 'enrol';

interface UnknownCodeState {
  /** The code as read (why it named nobody is the feedback's to say). */
  read: { text: string } | null;
  /** A step asked for, until the search or the enrolment form takes it. */
  next: Asked | null;
  unknown(text: string): void;
  clear(): void;
  /** `known`: what is known of the person already (an archived member's fields), to start from. */
  ask(step: NextStep, known?: Readonly<Record<string, string>>): void;
  /** The part of the counter that does `step` takes the request (the code, for a search). */
  take(step: NextStep): Omit<Asked, 'step'> | null;
}

interface Asked {
  step: NextStep;
  text: string;
  known: Readonly<Record<string, string>>;
}

export const useUnknownCode = create<UnknownCodeState>((set, get) => ({
  read: null,
  next: null,
  unknown: (text) => set({ read: { text } }),
  clear: () => set({ read: null }),
  ask: (step, known = {}) => {
    const read = get().read;
    set({ next: { step, text: read?.text.trim() ?? '', known } });
  },
  take: (step) => {
    const next = get().next;
    if (next?.step !== step) return null;
    set({ next: null });
    return { text: next.text, known: next.known };
  },
}));
