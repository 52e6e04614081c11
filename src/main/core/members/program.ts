// The loyalty program this station serves, read from the cached templates.
import { initialCount, loyaltyProgressData, maxCount } from '@shared/api';
import { failure } from '@shared/i18n/failure';
import type { ProgramView } from '@shared/ipc/views';
import type { TemplateCache } from '../templates/cache';

/** The chosen program, or the only loyalty program there is when none was chosen. */
export function currentProgram(
  templates: TemplateCache,
  programId: string | null,
): ProgramView | null {
  const candidates = programId
    ? [templates.get(programId)].filter((t) => t !== null)
    : templates.list().filter((t) => t.kind === 'loyalty');
  if (candidates.length !== 1) return null;
  const cached = candidates[0]!;
  const loyalty = loyaltyProgressData.safeParse(cached.template.loyaltyProgressData);
  if (!loyalty.success) return null;
  return {
    dynamicPassId: cached.dynamicPassId,
    name: cached.name,
    loyalty: loyalty.data,
    template: cached.template,
  };
}

export const programInitialCount = (program: ProgramView | null): number | null =>
  program ? initialCount(program.loyalty) : null;

export const programMaxCount = (program: ProgramView | null): number | null =>
  program ? maxCount(program.loyalty) : null;

/** The counter program, or `refusal`, which says where to choose one before doing what it names. */
export function requiredProgram(
  program: ProgramView | null,
  refusal:
    'store.program.neededToEnrol' | 'store.program.neededToEdit' | 'store.program.neededToErase',
): ProgramView {
  if (!program) throw failure('invalid', refusal);
  return program;
}
