// Tills of one store in one process, each on a line of its own to the world's service (cut,
// mended, or losing answers apart from the others'), their shared documents kept in step by a
// relay that can split the store, and each till seeing in sight the tills in its part.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type * as Y from 'yjs';
import { createCore, MemoryKeyVault, type Core } from '../../../../../src/main/core';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { relayDocs, type DocRelay } from '../../../../support/docRelay';
import { serviceLine, type ServiceLine } from '../../../../support/serviceLine';
import { API_KEY, drained, FAST_CORE, type World } from '../../world';
import { paired } from './storeOfStations';

export interface Till {
  name: string;
  core: Core;
  line: ServiceLine;
}

export interface Tills {
  tills: Till[];
  docs: Y.Doc[];
  relay: DocRelay;
  /** Every line up, the store whole, and every till's queue drained. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

async function startTill(world: World, name: string, inSight: (id: string) => boolean) {
  const line = await serviceLine(world.service.url);
  const core = await createCore({
    dataDir: mkdtempSync(join(world.dir, 'till-')),
    keyVault: new MemoryKeyVault({ apiKey: API_KEY, origin: new URL(line.url).origin }),
    ...FAST_CORE,
    storeInSight: inSight,
  });
  await core.handlers['settings.update']({
    serviceUrl: line.url,
    programId: world.programId,
    stationName: name,
  });
  await core.handlers['templates.list']({ refresh: true });
  return { name, core, line };
}

export async function startTills(world: World, names: string[]): Promise<Tills> {
  let relay: DocRelay | null = null;
  const ids: string[] = [];
  const tills = await Promise.all(
    names.map((name, index) =>
      startTill(world, name, (id) => {
        const other = ids.indexOf(id);
        return relay !== null && other >= 0 && relay.linked(index, other);
      }),
    ),
  );
  ids.push(...tills.map((till) => till.core.stationId));
  const docs = await Promise.all(tills.map((till) => till.core.sharedDoc()));
  docs[0]!.transact(() => {
    tills.forEach((till) =>
      sharedMap(docs[0]!, 'stations').set(till.core.stationId, paired(till.name)),
    );
  });
  relay = relayDocs(docs);
  const whole = relay;
  return {
    tills,
    docs,
    relay: whole,
    settle: async () => {
      for (const till of tills) till.line.mend();
      whole.heal();
      // A till that waits for another's change is freed by its confirmation, as the other drains.
      await Promise.all(tills.map((till) => drained(till.core)));
    },
    close: async () => {
      whole.close();
      await Promise.all(tills.map((till) => till.core.close()));
      await Promise.all(tills.map((till) => till.line.close()));
    },
  };
}
