// The service's state: one object per area, all over the same SQLite connection.
import { AccountStore } from './accounts';
import { BatchStore } from './batches';
import { CardCodeTries } from './cardCodeTries';
import type { Db } from './database';
import { IdempotencyStore } from './idempotency';
import { ImageStore } from './images';
import { MemberStore } from './members';
import { TemplateStore } from './templates';

export interface Store {
  db: Db;
  accounts: AccountStore;
  templates: TemplateStore;
  members: MemberStore;
  images: ImageStore;
  batches: BatchStore;
  idempotency: IdempotencyStore;
  cardCodeTries: CardCodeTries;
  meta: { get(key: string): string | null; set(key: string, value: string): void };
}

export function createStore(db: Db): Store {
  return {
    db,
    accounts: new AccountStore(db),
    templates: new TemplateStore(db),
    members: new MemberStore(db),
    images: new ImageStore(db),
    batches: new BatchStore(db),
    idempotency: new IdempotencyStore(db),
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
