// The counter's question "why?", asked when the core refuses a change for want of a reason: the
// change is sent again with the reason given, and not at all when the cashier cancels.
import { create } from 'zustand';
import { AppError } from '@shared/ipc/errors';
import {
  COMMON_REASONS,
  REASON_QUESTION,
  reasonNeededDetails,
  type ReasonCase,
} from '@shared/counter/reasons';

/** The core's cases, and the counter's own: a manager redeeming a card another till redeemed. */
export type AskedCase = ReasonCase | 'redeemAgain';

const REDEEM_AGAIN = {
  question: 'Why redeem this card again?',
  choices: ['Reward not given at the other till', 'The other till redeemed by mistake', 'Goodwill'],
} as const;

/** What the dialog asks, and its one-tap choices. */
export function askedWords(asked: AskedCase): {
  question: string;
  choices: readonly string[];
} {
  if (asked === 'redeemAgain') return REDEEM_AGAIN;
  return { question: REASON_QUESTION[asked], choices: COMMON_REASONS[asked] };
}

interface Asking {
  case: AskedCase;
  /** Sends the change again with the reason; settles once it is stored or refused. */
  retry(reason: string): Promise<void>;
}

interface ReasonAskState {
  /** `id`: a new question is a new dialog, even for the same case. */
  asking: (Asking & { id: number }) | null;
  ask(asking: Asking): void;
  /** The reason given: the dialog closes and the change is sent with it. */
  give(reason: string): Promise<void>;
  cancel(): void;
}

/** The case the core asks a reason for, when this error is its refusal for want of one. */
export function reasonNeededBy(error: unknown): ReasonCase | null {
  if (!(error instanceof AppError) || error.kind !== 'invalid') return null;
  return reasonNeededDetails.safeParse(error.details).data?.case ?? null;
}

/** Asks why when the core refused the change for want of a reason; else does `otherwise`. */
export function askReasonOr(
  error: unknown,
  retry: (reason: string) => Promise<void>,
  otherwise: () => void,
): void {
  const needed = reasonNeededBy(error);
  if (needed) useReasonAsk.getState().ask({ case: needed, retry });
  else otherwise();
}

let asked = 0;

export const useReasonAsk = create<ReasonAskState>((set, get) => ({
  asking: null,
  ask: (asking) => set({ asking: { ...asking, id: ++asked } }),
  give: async (reason) => {
    const asking = get().asking;
    if (!asking) return;
    set({ asking: null });
    await asking.retry(reason);
  },
  cancel: () => set({ asking: null }),
}));
