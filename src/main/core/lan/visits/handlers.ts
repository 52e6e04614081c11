// The conflicts found when a split store network heals, and a manager's decision on each.
import { AppError } from '@shared/ipc/errors';
import type { AreaHandlers, CoreContext } from '../../context';

export function conflictHandlers(
  _ctx: CoreContext,
): AreaHandlers<'store.conflicts' | 'store.resolveConflict'> {
  return {
    'store.conflicts': async () => [],
    'store.resolveConflict': async ({ conflictId }) => {
      throw new AppError('notFound', `No conflict ${conflictId} waits here.`);
    },
  };
}
