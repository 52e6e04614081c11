// Stations of one store in one process: cores on the world's service, named, paired in the shared
// roster as the link would pair them, and their shared documents kept in step by a relay.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type * as Y from 'yjs';
import { API_PATHS } from '@shared/api';
import type { CoreOptions } from '../../../../../src/main/core';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { relayDocs, type DocRelay } from '../../../../support/docRelay';
import { startStation, startWorld, type Station, type World } from '../../world';

export interface Store {
  stations: Station[];
  docs: Y.Doc[];
  relay: DocRelay;
  close(): Promise<void>;
}

/** The roster entry the link writes for a paired station. */
export const paired = (name: string) => ({
  name,
  fingerprint: 'ab'.repeat(32),
  pairedAt: '2026-01-05T09:00:00.000Z',
});

export async function startStore(
  world: World,
  names: string[],
  extra: Partial<CoreOptions> = {},
): Promise<Store> {
  // Each station sees in sight the stations in its part of the relay, as the link would say.
  let relay: DocRelay | null = null;
  const ids: string[] = [];
  const stations = await Promise.all(
    names.map((_, index) =>
      startStation(world, {
        storeInSight: (id) => {
          const other = ids.indexOf(id);
          return relay !== null && other >= 0 && relay.linked(index, other);
        },
        ...extra,
      }),
    ),
  );
  ids.push(...stations.map((s) => s.core.stationId));
  await Promise.all(
    stations.map((s, i) => s.core.handlers['settings.update']({ stationName: names[i]! })),
  );
  const docs = await Promise.all(stations.map((s) => s.core.sharedDoc()));
  docs[0]!.transact(() => {
    stations.forEach((s, i) =>
      sharedMap(docs[0]!, 'stations').set(s.core.stationId, paired(names[i]!)),
    );
  });
  const linked = relayDocs(docs);
  relay = linked;
  return {
    stations,
    docs,
    relay: linked,
    close: async () => {
      linked.close();
      await Promise.all(stations.map((s) => s.close()));
    },
  };
}

/** A member added at the service, named as given. */
export async function addMember(world: World, name: string): Promise<string> {
  const added = await world.call<{ customerId: string }>('POST', API_PATHS.addUser(world.groupId), {
    dynamicFields: { name },
  });
  return added.customerId;
}

/** The file's one world: started before its tests, its service up again after each. */
export function storeWorld(): { readonly world: World } {
  let world: World | null = null;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });
  // A test that stopped the service and failed leaves it up for the next.
  afterEach(async () => {
    if (world && !(world as { service: unknown }).service) await world.startServiceAgain();
  });
  return {
    get world() {
      return world!;
    },
  };
}
