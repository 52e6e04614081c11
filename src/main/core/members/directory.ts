// Reads the program's members from the service (assumed List Users), for names and counts.
import { z } from 'zod';
import type { Workspace } from '../workspace';

const groupOf = z.string();

/** Refreshes every member of the program's group; returns how many were read. */
export async function refreshDirectory(
  ws: Workspace,
  dynamicPassId: string,
  at: () => Date,
): Promise<number> {
  if (!ws.api) return 0;
  const key = `group:${dynamicPassId}`;
  let groupId = ws.meta.get(key, groupOf);
  if (!groupId) {
    const groups = await ws.api.listGroups();
    groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)?.groupId ?? null;
    if (!groupId) return 0;
    ws.meta.set(key, groupId);
  }
  const users = await ws.api.listUsers(groupId);
  const stamp = at().toISOString();
  ws.db.transaction(() => {
    for (const user of users) {
      ws.members.rememberFromDirectory(
        user.customerId,
        user.cardId,
        user.dynamicFields,
        user.count,
        stamp,
      );
    }
  })();
  return users.length;
}
