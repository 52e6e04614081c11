// The store's programs shared with its tills: the templates a station read from the service, so a
// new till that has never reached the service opens the counter on the program its peers use.
import { z } from 'zod';
import { templateResponse } from '@shared/api';
import { sharedMap } from '../sharedDoc';
import { templateHash } from '../../templates/hash';
import type { StoreWorkspace } from '../storeWorkspace';

/** A template larger than this is no program a till needs: skipped, never taken in. */
const MAX_TEMPLATE_CHARS = 256 * 1024;

export const sharedProgram = z.object({
  template: templateResponse,
  fetchedAt: z.iso.datetime(),
});

/** Shares what this station read from the service (only the service's word, never a peer's). */
export function publishPrograms(ws: StoreWorkspace): void {
  if (ws.templates.listFetchedAt() === null) return;
  const map = sharedMap(ws.shared.doc, 'programs');
  ws.shared.doc.transact(() => {
    for (const cached of ws.templates.list()) {
      const shared = sharedProgram.safeParse(map.get(cached.dynamicPassId));
      if (shared.success && shared.data.fetchedAt >= cached.fetchedAt) continue;
      if (shared.success && templateHash(shared.data.template) === templateHash(cached.template))
        continue;
      map.set(cached.dynamicPassId, { template: cached.template, fetchedAt: cached.fetchedAt });
    }
  });
}

/**
 * Takes in the peers' programs while this station has never read the service's list (its own
 * reading wins from then on). Answers the keys skipped as bad and whether any template was taken.
 */
export function takeInPrograms(ws: StoreWorkspace): { taken: boolean; skipped: string[] } {
  const skipped: string[] = [];
  if (ws.templates.listFetchedAt() !== null) return { taken: false, skipped };
  let taken = false;
  for (const [id, value] of sharedMap(ws.shared.doc, 'programs').entries()) {
    const parsed =
      id.length <= 200 && JSON.stringify(value).length <= MAX_TEMPLATE_CHARS
        ? sharedProgram.safeParse(value)
        : null;
    if (!parsed?.success) {
      skipped.push(`programs/${id.slice(0, 60)}`);
      continue;
    }
    const own = ws.templates.get(id);
    if (own && templateHash(own.template) === templateHash(parsed.data.template)) continue;
    ws.templates.put(id, parsed.data.template, parsed.data.fetchedAt);
    taken = true;
  }
  return { taken, skipped };
}
