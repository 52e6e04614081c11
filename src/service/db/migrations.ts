// The service's schema, as ordered migrations recorded in `user_version`; only ever append.
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    api_key TEXT NOT NULL UNIQUE,
    free_credits INTEGER NOT NULL,
    premium_credits INTEGER NOT NULL,
    ever_premium INTEGER NOT NULL DEFAULT 0,
    seed TEXT,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE templates (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    name TEXT NOT NULL,
    description TEXT,
    dynamic_fields TEXT NOT NULL,
    design TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX templates_account ON templates(account_id, created_at);
  CREATE TABLE user_groups (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    dynamic_pass_id TEXT NOT NULL REFERENCES templates(id),
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX user_groups_account ON user_groups(account_id);
  CREATE INDEX user_groups_template ON user_groups(dynamic_pass_id);
  CREATE TABLE members (
    customer_id TEXT PRIMARY KEY,
    card_id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    group_id TEXT NOT NULL REFERENCES user_groups(id),
    dynamic_fields TEXT NOT NULL,
    count INTEGER,
    state_type TEXT NOT NULL DEFAULT 'ACTIVE',
    pass TEXT NOT NULL,
    rendered_version INTEGER NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX members_group ON members(group_id, created_at);
  CREATE TABLE count_images (
    id TEXT PRIMARY KEY,
    template_id TEXT NOT NULL REFERENCES templates(id),
    count INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    body BLOB NOT NULL,
    UNIQUE (template_id, count)
  ) STRICT;
  CREATE TABLE activity_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    customer_id TEXT NOT NULL REFERENCES members(customer_id),
    kind TEXT NOT NULL,
    previous_count INTEGER NOT NULL,
    updated_count INTEGER NOT NULL,
    notification TEXT,
    at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX activity_customer ON activity_log(customer_id, seq);
  CREATE TABLE batches (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    dynamic_pass_id TEXT NOT NULL REFERENCES templates(id),
    template_version INTEGER NOT NULL,
    status TEXT NOT NULL,
    total INTEGER NOT NULL,
    processed INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX batches_open ON batches(status);
  CREATE TABLE idempotency_keys (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (account_id, key)
  ) STRICT;
  CREATE TABLE service_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `,
  // 2: the account's log read by period, a page at a time.
  `
  CREATE INDEX activity_account ON activity_log(account_id, seq);
  `,
  // 3: Delete User erases a member's values and pass but keeps the row, so the account's log
  // (joined to its program through the member) still counts what happened, anonymously.
  `
  ALTER TABLE members ADD COLUMN erased_at TEXT;
  `,
  // 4: the card page's wrong access codes, by pass and client, and the devices that opened it.
  `
  CREATE TABLE card_code_misses (
    card_id TEXT NOT NULL,
    client TEXT NOT NULL,
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX card_code_misses_card ON card_code_misses(card_id, at);
  CREATE TABLE card_devices (
    card_id TEXT NOT NULL,
    device_hash TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (card_id, device_hash)
  ) STRICT;
  `,
];
