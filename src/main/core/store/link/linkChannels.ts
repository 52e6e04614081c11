// The store's link channels: this station's peers, pairing, forgetting a station and the switch
// that pauses sharing. A station started without a link answers that it is alone.
import { failure } from '@shared/i18n/failure';
import type { StoreStatus } from '@shared/ipc/storeContract';
import type { AreaHandlers, CoreContext } from '../../context';
import type { StoreLink } from './storeLink';

function alone(ctx: CoreContext): StoreStatus {
  return {
    station: { id: ctx.stationId, name: ctx.settings().stationName },
    paired: false,
    sharing: true,
    listening: null,
    peers: [],
    openConflicts: 0,
    pinsToChange: [],
  };
}

function linkOf(ctx: CoreContext): StoreLink {
  if (ctx.lan) return ctx.lan;
  throw failure('invalid', 'store.link.off');
}

export function linkHandlers(
  ctx: CoreContext,
): AreaHandlers<
  'store.status' | 'store.invite' | 'store.join' | 'store.forget' | 'store.setSharing'
> {
  return {
    'store.status': async () => ctx.lan?.status() ?? alone(ctx),
    'store.invite': async () => linkOf(ctx).desk.invite(),
    'store.join': async (request) => linkOf(ctx).desk.join(request),
    'store.forget': async ({ stationId }) => linkOf(ctx).desk.forget(stationId),
    'store.setSharing': async ({ on }) => linkOf(ctx).desk.setSharing(on),
  };
}
