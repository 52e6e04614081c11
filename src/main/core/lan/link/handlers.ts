// The store's link channels: this station alone until pairing is built on the link.
import { AppError } from '@shared/ipc/errors';
import type { StoreStatus } from '@shared/ipc/storeContract';
import type { AreaHandlers, CoreContext } from '../../context';

function alone(ctx: CoreContext): StoreStatus {
  return {
    station: { id: ctx.stationId, name: ctx.settings().stationName },
    paired: false,
    sharing: true,
    listening: null,
    peers: [],
    openConflicts: 0,
  };
}

const notYet = (): never => {
  throw new AppError('invalid', 'This station cannot pair with others yet.');
};

export function linkHandlers(
  ctx: CoreContext,
): AreaHandlers<
  'store.status' | 'store.invite' | 'store.join' | 'store.forget' | 'store.setSharing'
> {
  return {
    'store.status': async () => alone(ctx),
    'store.invite': async () => notYet(),
    'store.join': async () => notYet(),
    'store.forget': async () => notYet(),
    'store.setSharing': async () => notYet(),
  };
}
