// The service's state: one object per area, all over the same SQLite connection.
import { AccountTable } from './accounts';
import { BatchTable } from './batches';
import { CardCodeTries } from './cardCodeTries';
import type { Db } from './database';
import { IdempotencyTable } from './idempotency';
import { ImageTable } from './images';
import { MemberTable } from './members';
import { TemplateTable } from './templates';

export interface Tables {
  db: Db;
  accounts: AccountTable;
  templates: TemplateTable;
  members: MemberTable;
  images: ImageTable;
  batches: BatchTable;
  idempotency: IdempotencyTable;
  cardCodeTries: CardCodeTries;
  meta: { get(key: string): string | null; set(key: string, value: string): void };
}

export function createTables(db: Db): Tables {
  return {
    db,
    accounts: new AccountTable(db),
    templates: new TemplateTable(db),
    members: new MemberTable(db),
    images: new ImageTable(db),
    batches: new BatchTable(db),
    idempotency: new IdempotencyTable(db),
    cardCodeTries: new CardCodeTries(db),
    meta: {
      get: (key) =>
        db
          .prepare<[string], { value: string }>('SELECT value FROM service_meta WHERE key = ?')
          .get(key)?.value ?? null,
      set: (key, value) => {
        db.prepare(
          'INSERT INTO service_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
        ).run(key, value);
      },
    },
  };
}
