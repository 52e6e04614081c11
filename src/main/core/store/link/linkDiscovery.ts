// The station's link announced and found on the store's network while the options ask for it:
// discovery follows the store the link belongs to, and stops before the link closes.
import { startDiscovery, type Discovery } from './discovery';
import type { LinkOptions } from './options';
import type { LinkStation, StoreLink } from './storeLink';

export function discoverFor(
  ctx: Pick<LinkStation, 'stationId' | 'events'>,
  link: StoreLink,
  options: LinkOptions,
): { stop(): Promise<void> } {
  if (!options.discovery || link.port === null) return { stop: async () => undefined };
  let storeId = link.storeId ?? null;
  // The store tag is for the eye: trust is the link's pinned certificates, not what was heard.
  const found = { found: (stationId: string, address: string) => link.found(stationId, address) };
  const discovery: Discovery = startDiscovery(found, {
    stationId: ctx.stationId,
    port: link.port,
    storeId,
    host: options.host,
  });
  const off = ctx.events.on('store.changed', () => {
    const now = link.storeId ?? null;
    if (now === storeId) return;
    storeId = now;
    discovery.setStore(now);
  });
  return {
    async stop() {
      off();
      await discovery.stop();
    },
  };
}
