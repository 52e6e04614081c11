// Claims queued items one transaction at a time, between two markers a tracer can find, so a
// test can count the fsyncs the claims cost. Reads PASSDESK_DATA_DIR.
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { Journal } from '../../../src/main/core/journal/journal';
import { Outbox } from '../../../src/main/core/outbox/outbox';
import { openDatabase } from '../../../src/main/core/store/database';

const dir = process.env['PASSDESK_DATA_DIR']!;
const db = openDatabase(join(dir, 'claims.sqlite'), { backupDir: join(dir, 'backups') });
const now = () => new Date();
const outbox = new Outbox(db, new Journal(db, now), now);
const count = Number(process.env['PASSDESK_CLAIMS'] ?? 20);
db.transaction(() => {
  for (let i = 0; i < count; i++) outbox.enqueue('archivePass', { cardId: `card-${i}` });
})();
writeSync(1, 'claims-begin\n');
for (let i = 0; i < count; i++) outbox.claimReady(Date.now(), [], 1, () => null);
writeSync(1, 'claims-end\n');
db.close();
