// Claims queued items the way the sync engine does (one deferred commit each, waited for), between
// markers a tracer can find, so a test can see each claim's WAL flushed before it counts as made.
// Reads PASSDESK_DATA_DIR and PASSDESK_CLAIMS.
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { Journal } from '../../../src/main/core/journal/journal';
import { Outbox } from '../../../src/main/core/outbox/outbox';
import { openDatabase } from '../../../src/main/core/db/database';
import { DeferredSync } from '../../../src/main/core/db/deferredSync';

const dir = process.env['PASSDESK_DATA_DIR']!;
const db = openDatabase(join(dir, 'claims.sqlite'), { backupDir: join(dir, 'backups') });
const now = () => new Date();
const outbox = new Outbox(db, new Journal(db, now), now);
const sync = new DeferredSync(db);
const count = Number(process.env['PASSDESK_CLAIMS'] ?? 20);
db.transaction(() => {
  for (let i = 0; i < count; i++) outbox.enqueue('archivePass', { cardId: `card-${i}` });
})();
for (let i = 0; i < count; i++) {
  writeSync(1, `claim-${i}-begin\n`);
  const { result, durable } = sync.commit(() => outbox.claimReady(Date.now(), [], 1, () => null));
  if (result.length !== 1) throw new Error(`claim ${i} took ${result.length} items`);
  await durable;
  writeSync(1, `claim-${i}-durable\n`);
}
sync.close();
db.close();
