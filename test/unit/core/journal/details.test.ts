// A journal line's detail is kept as words (a message id and values) and said in the reader's
// language: the Queue screen's list, and the CSV in the language it is exported in. Lines
// stored as English text before are read as they were written.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english, translatorOf } from '@shared/i18n/everyLanguage';
import { Journal } from '../../../../src/main/core/journal/journal';
import {
  detailIn,
  undoOfDetail,
  undoSyncedDetail,
  waitedForDetail,
} from '../../../../src/main/core/journal/details';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

const AT = '2026-11-20T10:00:00.000Z';
let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-journal-details-'));
  db = openDatabase(join(dir, 'station.sqlite'), { backupDir: join(dir, 'backups') });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('journal details', () => {
  it('are stored as words and said in the reader’s language', () => {
    const manager = { role: 'manager' as const, staffId: null, name: null };
    const journal = new Journal(
      db,
      () => new Date(AT),
      () => manager,
    );
    journal.record(
      'checkIn',
      'saved',
      'item-2',
      undoOfDetail({ kind: 'increment' }, 'c-7', 'item-1'),
    );
    journal.record('sync', 'failed', 'item-3', waitedForDetail('item-2'));
    const stored = db.prepare('SELECT detail FROM journal ORDER BY id').all() as {
      detail: string;
    }[];
    expect(stored.some((row) => row.detail.includes('undo of'))).toBe(false);

    const [waited, undo] = journal.list(2);
    expect(undo!.detail).toBe('undo of +1 for c-7 (item item-1)');
    expect(undo!.detailSaid).toMatchObject({ id: 'store.journal.undoOf' });
    expect(waited!.detail).toBe('waited for item-2');
    // Nobody signed in: the role as words, not as English text.
    expect(waited!.whoSaid).toMatchObject({
      id: 'store.journal.role',
      values: { role: 'manager' },
    });
    const german = translatorOf('de');
    expect(german.t(undo!.detailSaid!.id as 'store.journal.undoOf', undo!.detailSaid!.values)).toBe(
      'Rücknahme von +1 für c-7 (Eintrag item-1)',
    );
    const csv = journal.exportCsv('Kasse 1', german).csv;
    expect(csv).toContain('wartete auf item-2');
    expect(csv).not.toContain('waited for');
  });

  it('keep a line stored as English text as it was written', () => {
    const journal = new Journal(db, () => new Date(AT));
    journal.record('sync', 'failed', 'item-9', 'waited for item-8');
    const [line] = journal.list(1);
    expect(line).toMatchObject({ detail: 'waited for item-8', detailSaid: null });
    expect(journal.exportCsv('Kasse 1', translatorOf('de')).csv).toContain('waited for item-8');
  });

  it('say whether an undo kept another station’s change', () => {
    const undone = {
      itemId: 'item-1',
      action: { kind: 'increment' as const },
      previousCount: 1,
      producedCount: 2,
      foundCount: 3,
    };
    const moved = undoSyncedDetail(undone, 'c-7', { previousCount: 3, updatedCount: 2 });
    expect(detailIn(JSON.stringify(moved), english)).toBe(
      'undo of +1 for c-7 (item item-1): count 3 -> 2; the count had moved from 2 to 3 since, so only this station’s change was taken back',
    );
    const still = undoSyncedDetail({ ...undone, foundCount: 2 }, 'c-7', {
      previousCount: 2,
      updatedCount: 1,
    });
    expect(detailIn(JSON.stringify(still), english)).toBe(
      'undo of +1 for c-7 (item item-1): count 2 -> 1',
    );
  });
});
