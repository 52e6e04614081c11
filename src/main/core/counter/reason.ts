// The counter's refusal of a change that needs a reason and came without one (or with a bad one).
import { AppError } from '@shared/ipc/errors';
import {
  changeReason,
  REASON_QUESTION,
  type ReasonCase,
  type ReasonNeeded,
} from '@shared/counter/reasons';

/** The reason to keep, trimmed: the one given, or a refusal saying what to give. */
export function requireReason(
  needed: ReasonCase | null,
  given: string | undefined,
): string | undefined {
  if (given !== undefined) {
    // Parsed again here: the handler table is also called without the contract's parse.
    const checked = changeReason.safeParse(given);
    if (checked.success) return checked.data;
    if (needed === null) throw new AppError('invalid', checked.error.issues[0]!.message);
  }
  if (needed === null) return undefined;
  throw new AppError(
    'invalid',
    `${REASON_QUESTION[needed]} Give a reason with it (one line, up to 200 characters); nothing was saved.`,
    { reasonNeeded: true, case: needed } satisfies ReasonNeeded,
  );
}
