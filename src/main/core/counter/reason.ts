// The counter's refusal of a change that needs a reason and came without one (or with a bad one).
import { failure } from '@shared/i18n/failure';
import { invalidInput } from '@shared/ipc/invalid';
import { changeReason, type ReasonCase, type ReasonNeeded } from '@shared/counter/reasons';

/** The reason to keep, trimmed: the one given, or a refusal saying what to give. */
export function requireReason(
  needed: ReasonCase | null,
  given: string | undefined,
): string | undefined {
  if (given !== undefined) {
    // Parsed again here: the handler table is also called without the contract's parse.
    const checked = changeReason.safeParse(given);
    if (checked.success) return checked.data;
    if (needed === null) throw invalidInput(checked.error.issues.slice(0, 1));
  }
  if (needed === null) return undefined;
  throw failure('invalid', 'main.counter.reasonNeeded', { case: needed }, {
    reasonNeeded: true,
    case: needed,
  } satisfies ReasonNeeded);
}
