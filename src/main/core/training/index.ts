// The training area: drills that only a training station offers.
import type { AreaHandlers, CoreContext } from '../context';

export function trainingHandlers(ctx: CoreContext): AreaHandlers<'training'> {
  return {
    'training.practiseOffline': async ({ on }) => ctx.practiseOffline(on),
  };
}
