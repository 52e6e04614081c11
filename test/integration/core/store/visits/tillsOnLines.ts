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
import type { Handlers } from '@shared/ipc/dispatch';
import { API_KEY, FAST_CORE, until, type World } from '../../world';
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
  /** Every line up, the store whole, and every till's queue drained (storeDrained). */
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
      await storeDrained(tills.map((till) => till.core.handlers));
    },
    close: async () => {
      whole.close();
      await Promise.all(tills.map((till) => till.core.close()));
      await Promise.all(tills.map((till) => till.line.close()));
    },
  };
}

/**
 * Nothing is being sent at any till, and every item still pending waits for a person: behind one
 * of its member's items at its till that failed or needs review, or, for another till's change
 * made after it, behind such a waiting item of the member at another till.
 */
export async function storeDrained(tills: readonly Handlers[], limitMs?: number): Promise<void> {
  const items = (handlers: Handlers, states: ('pending' | 'failed' | 'needsReview')[]) =>
    handlers['queue.list']({ states, limit: 1000 }).then((list) => list.items);
  await until(
    async () => {
      const status = await Promise.all(tills.map((handlers) => handlers['sync.status']({})));
      if (status.some((s) => s.sending > 0)) return false;
      if (status.every((s) => s.pending === 0)) return true;
      const queues = await Promise.all(
        tills.map(async (handlers) => ({
          held: new Set(
            (await items(handlers, ['failed', 'needsReview'])).map((i) => i.customerId),
          ),
          pending: (await items(handlers, ['pending'])).map((i) => i.customerId),
        })),
      );
      const behindOwn = new Set(
        queues.flatMap(({ held, pending }) => pending.filter((member) => held.has(member))),
      );
      return queues.every(({ held, pending }) =>
        pending.every((member) => member !== null && (held.has(member) || behindOwn.has(member))),
      );
    },
    "the store's queues to drain",
    limitMs,
  );
}
