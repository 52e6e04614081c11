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

function linkOf(lan: StoreLink | null): StoreLink {
  if (lan) return lan;
  throw failure('invalid', 'store.link.off');
}

/** `lan` is the link to the store's other stations; null when started without one. */
export function linkHandlers(
  ctx: CoreContext,
  lan: StoreLink | null,
): AreaHandlers<
  'store.status' | 'store.invite' | 'store.join' | 'store.forget' | 'store.setSharing'
> {
  return {
    'store.status': async () => lan?.status() ?? alone(ctx),
    'store.invite': async () => linkOf(lan).desk.invite(),
    'store.join': async (request) => linkOf(lan).desk.join(request),
    'store.forget': async ({ stationId }) => linkOf(lan).desk.forget(stationId),
    'store.setSharing': async ({ on }) => linkOf(lan).desk.setSharing(on),
  };
}
