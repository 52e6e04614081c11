// Two stations on the world's service whose shared documents a relay keeps in step, as the link
// keeps two tills of one store in step; closed together, the relay first.
import { relayDocs, type DocRelay } from '../../../../support/docRelay';
import { startStation, type Station, type World } from '../../world';

export interface LinkedPair {
  a: Station;
  b: Station;
  /** Splits and heals the two, as the store's network would. */
  relay: DocRelay;
  close(): Promise<void>;
}

/** `options` go to both stations (e.g. one clock for the two). */
export async function linkedPair(
  world: World,
  options: Parameters<typeof startStation>[1] = {},
): Promise<LinkedPair> {
  const a = await startStation(world, options);
  const b = await startStation(world, options);
  const relay = relayDocs([await a.core.sharedDoc(), await b.core.sharedDoc()]);
  return {
    a,
    b,
    relay,
    close: async () => {
      relay.close();
      await a.close();
      await b.close();
    },
  };
}
