// The local schema, as numbered migrations applied by `user_version`. Only ever append.
export const MIGRATIONS: readonly string[] = [
  // 1: outbox, members, caches, drafts, batches, journal.
  `
  CREATE TABLE outbox (
    id TEXT PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    state TEXT NOT NULL,
    lane TEXT NOT NULL,
    customer_id TEXT,
    payload TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    maybe_applied INTEGER NOT NULL DEFAULT 0,
    expected_previous INTEGER,
    next_attempt_at INTEGER,
    last_error TEXT,
    result TEXT,
    synced_at TEXT,
    review TEXT
  ) STRICT;
  CREATE INDEX outbox_ready ON outbox(state, seq);
  CREATE INDEX outbox_lane ON outbox(lane, seq)
    WHERE state IN ('pending', 'sending', 'failed', 'needsReview');
  CREATE INDEX outbox_wake ON outbox(next_attempt_at)
    WHERE state = 'pending' AND next_attempt_at IS NOT NULL;
  CREATE INDEX outbox_customer ON outbox(customer_id, seq) WHERE customer_id IS NOT NULL;
  CREATE INDEX outbox_customer_active ON outbox(customer_id, seq)
    WHERE customer_id IS NOT NULL AND state IN ('pending', 'sending', 'failed', 'needsReview');

  CREATE TABLE members (
    customer_id TEXT PRIMARY KEY,
    known_count INTEGER,
    known_at TEXT,
    card_id TEXT,
    dynamic_fields TEXT
  ) STRICT;

  CREATE TABLE templates (
    dynamic_pass_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    template TEXT NOT NULL,
    hash TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE cache_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

  CREATE TABLE drafts (
    id TEXT PRIMARY KEY,
    dynamic_pass_id TEXT,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    data TEXT NOT NULL,
    base_hash TEXT,
    updated_at TEXT NOT NULL,
    publish_item_id TEXT REFERENCES outbox(id)
  ) STRICT;

  CREATE TABLE batches (
    batch_id TEXT PRIMARY KEY,
    dynamic_pass_id TEXT,
    status TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE journal (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    outcome TEXT NOT NULL,
    item_id TEXT,
    detail TEXT NOT NULL
  ) STRICT;
  `,
  // 2: remote images (stamp icons, pass artwork) kept for offline use, pruned least recently used.
  `
  CREATE TABLE image_cache (
    url TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    size INTEGER NOT NULL,
    fetched_at TEXT NOT NULL,
    last_used_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX image_cache_lru ON image_cache(last_used_at);
  `,
  // 3: the service's time of its latest answer (its HTTP Date), on items and journal lines.
  `
  ALTER TABLE outbox ADD COLUMN service_time TEXT;
  ALTER TABLE journal ADD COLUMN service_time TEXT;
  `,
  // 4: a member's active items are found through their lane (member:<customerId>), which the
  // lane index already covers; a second index of the same rows cost every state change a write.
  `
  DROP INDEX outbox_customer_active;
  `,
  // 5: the program's members found offline by any field value. One full-text row per member
  // (rowid = members.rowid): `words` folds case and accents; `digits` holds each number's
  // digit run and its tails, so a phone typed with spaces, or without its country code, matches.
  `
  ALTER TABLE members ADD COLUMN dynamic_pass_id TEXT;
  CREATE INDEX members_program ON members(dynamic_pass_id);
  CREATE VIRTUAL TABLE member_search USING fts5(
    words, digits,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3 4 5 6'
  );
  `,
  // 6: a pass id typed or scanned on the Archive screen names its member at once.
  `
  CREATE INDEX members_card ON members(card_id) WHERE card_id IS NOT NULL;
  `,
  // 7: which role was at the station for each journal line (null before roles were kept).
  `
  ALTER TABLE journal ADD COLUMN role TEXT;
  `,
  // 8: a program's visits, for the manager's insights: this station's check-ins and enrolments,
  // and the account's activity log as read from the service. The local day and hour of the week
  // are fixed when a row is written, so the rush hour is the store's, whatever the clock's zone.
  `
  CREATE TABLE activity (
    source TEXT NOT NULL,
    key TEXT NOT NULL,
    dynamic_pass_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    count_after INTEGER,
    at TEXT NOT NULL,
    day TEXT NOT NULL,
    hour_of_week INTEGER NOT NULL,
    station TEXT,
    role TEXT,
    PRIMARY KEY (source, key)
  ) STRICT;
  CREATE INDEX activity_program ON activity(dynamic_pass_id, at);
  CREATE INDEX activity_member ON activity(dynamic_pass_id, customer_id, at);
  `,
  // 9: the insights read sums, not rows: visits, rewards and completed cards per day, hour of the
  // week, station and role; each member's first day and current card; the days and the weeks each
  // member visited. All kept as activity rows are written, so a year is read in milliseconds.
  `
  CREATE TABLE activity_hours (
    dynamic_pass_id TEXT NOT NULL,
    source TEXT NOT NULL,
    day TEXT NOT NULL,
    hour_of_week INTEGER NOT NULL,
    station TEXT NOT NULL,
    role TEXT NOT NULL,
    visits INTEGER NOT NULL DEFAULT 0,
    rewards INTEGER NOT NULL DEFAULT 0,
    completed INTEGER NOT NULL DEFAULT 0,
    completed_visits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dynamic_pass_id, source, day, hour_of_week, station, role)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE activity_members (
    dynamic_pass_id TEXT NOT NULL,
    source TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    first_day TEXT NOT NULL,
    first_week TEXT NOT NULL,
    card_visits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dynamic_pass_id, source, customer_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX activity_members_first ON activity_members(dynamic_pass_id, source, first_day);
  CREATE TABLE activity_member_days (
    dynamic_pass_id TEXT NOT NULL,
    source TEXT NOT NULL,
    day TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    PRIMARY KEY (dynamic_pass_id, source, day, customer_id)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE activity_member_weeks (
    dynamic_pass_id TEXT NOT NULL,
    source TEXT NOT NULL,
    week TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    PRIMARY KEY (dynamic_pass_id, source, week, customer_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX activity_member_days_by_member
    ON activity_member_days(dynamic_pass_id, source, customer_id, day);
  CREATE INDEX activity_member_weeks_by_member
    ON activity_member_weeks(dynamic_pass_id, source, customer_id, week);
  `,
  // 10: the role that queued an outbox item, read from its first journal line by the insights.
  `
  CREATE INDEX journal_item ON journal(item_id, id) WHERE item_id IS NOT NULL;
  `,
  // 11: members imported from a store's file, one row per row key, written in the transaction
  // that queues the member: importing the same file again adds nobody twice, and an import cut
  // off by a crash is finished by running it again.
  `
  CREATE TABLE member_imports (
    row_key TEXT PRIMARY KEY,
    dynamic_pass_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    enrol_item TEXT NOT NULL,
    imported_at TEXT NOT NULL
  ) STRICT;
  `,
  // 12: when the station learnt that a member's pass is archived (its answer to an archive, a
  // check-in refused as archived, or the member list), so the counter offers it nothing more.
  `
  ALTER TABLE members ADD COLUMN archived_at TEXT;
  `,
  // 13: who did each thing and why. A journal line keeps the person signed in (their id, and their
  // name as it was then) and the reason a change needed; lines written before are marked, so they
  // name their role rather than read as "nobody signed in". The insights' visits and their sums
  // keep the person too (the sums' key grows by it, so the table is made again).
  `
  ALTER TABLE journal ADD COLUMN staff_id TEXT;
  ALTER TABLE journal ADD COLUMN staff_name TEXT;
  ALTER TABLE journal ADD COLUMN reason TEXT;
  ALTER TABLE journal ADD COLUMN before_staff INTEGER NOT NULL DEFAULT 0;
  UPDATE journal SET before_staff = 1;
  ALTER TABLE activity ADD COLUMN staff TEXT;
  CREATE TABLE activity_hours_by_staff (
    dynamic_pass_id TEXT NOT NULL,
    source TEXT NOT NULL,
    day TEXT NOT NULL,
    hour_of_week INTEGER NOT NULL,
    station TEXT NOT NULL,
    role TEXT NOT NULL,
    staff TEXT NOT NULL,
    visits INTEGER NOT NULL DEFAULT 0,
    rewards INTEGER NOT NULL DEFAULT 0,
    completed INTEGER NOT NULL DEFAULT 0,
    completed_visits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dynamic_pass_id, source, day, hour_of_week, station, role, staff)
  ) STRICT, WITHOUT ROWID;
  INSERT INTO activity_hours_by_staff
    SELECT dynamic_pass_id, source, day, hour_of_week, station, role, '', visits, rewards,
      completed, completed_visits
    FROM activity_hours;
  DROP TABLE activity_hours;
  ALTER TABLE activity_hours_by_staff RENAME TO activity_hours;
  `,
  // 14: the members list pages a program's members sorted by name, last visit or count, ties by
  // id, at a hundred thousand members: an index per order. \`name_key\` is the name folded for
  // sorting (written by the station, filled for older rows when it opens); \`last_visit_at\` is the
  // member's last check-in queued here, kept by a trigger so no path that queues one forgets it.
  `
  ALTER TABLE members ADD COLUMN name_key TEXT;
  ALTER TABLE members ADD COLUMN last_visit_at TEXT;
  UPDATE members SET last_visit_at = (
    SELECT max(created_at) FROM outbox o
    WHERE o.customer_id = members.customer_id AND o.kind = 'checkIn' AND o.state != 'discarded'
  );
  CREATE INDEX members_by_name ON members(dynamic_pass_id, name_key, customer_id);
  CREATE INDEX members_by_visit ON members(dynamic_pass_id, last_visit_at, customer_id);
  CREATE INDEX members_by_count ON members(dynamic_pass_id, known_count, customer_id);
  CREATE TRIGGER members_last_visit AFTER INSERT ON outbox
    WHEN NEW.kind = 'checkIn' AND NEW.customer_id IS NOT NULL
  BEGIN
    UPDATE members SET last_visit_at = NEW.created_at WHERE customer_id = NEW.customer_id;
  END;
  -- Members erased on request, by a keyed digest of each id they had (service, local, pass), so
  -- a reading of the list or a scan of their old code never brings them back. The index forgets
  -- a member's words for good when their row goes (FTS5's secure-delete).
  CREATE TABLE erased_members (digest TEXT PRIMARY KEY, erased_at TEXT NOT NULL) STRICT, WITHOUT ROWID;
  INSERT INTO member_search (member_search, rank) VALUES ('secure-delete', 1);
  `,
  // 15: the state this workspace shares with the store's other stations (a Yjs document), kept
  // as its updates in order; lan/sharedDoc.ts merges them into one row now and then.
  `
  CREATE TABLE store_updates (seq INTEGER PRIMARY KEY, data BLOB NOT NULL) STRICT;
  `,
  // 16: the activity to look at (flags/): every till's counter actions copied from the store's
  // visits with the store's day and minute fixed, how each of this station's was made (scan,
  // typed, picked), the days waiting to be looked at again, the flags found and what people did.
  `
  CREATE TABLE flag_events (
    key TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    station_id TEXT NOT NULL,
    station_name TEXT NOT NULL,
    staff TEXT,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    day TEXT NOT NULL,
    minute_of_week INTEGER NOT NULL,
    count_before INTEGER,
    count_after INTEGER,
    override INTEGER NOT NULL DEFAULT 0,
    how TEXT,
    undoes TEXT,
    undone INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE INDEX flag_events_day ON flag_events(day, at_ms);
  CREATE INDEX flag_events_member ON flag_events(customer_id, at_ms);
  CREATE INDEX flag_events_staff ON flag_events(staff, day) WHERE staff IS NOT NULL;
  CREATE INDEX flag_events_undoes ON flag_events(undoes) WHERE undoes IS NOT NULL;
  CREATE TABLE flag_how (item_id TEXT PRIMARY KEY, how TEXT NOT NULL) STRICT, WITHOUT ROWID;
  CREATE TABLE flag_days (day TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
  CREATE TABLE flags (
    id TEXT PRIMARY KEY,
    signal TEXT NOT NULL,
    day TEXT NOT NULL,
    from_day TEXT NOT NULL,
    to_day TEXT NOT NULL,
    customer_id TEXT,
    staff TEXT,
    stations TEXT NOT NULL,
    figures TEXT NOT NULL,
    evidence TEXT NOT NULL,
    found_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open'
  ) STRICT;
  CREATE INDEX flags_day ON flags(day, signal);
  CREATE INDEX flags_period ON flags(from_day, signal);
  CREATE INDEX flags_open ON flags(state, day);
  CREATE TABLE flag_actions (
    id INTEGER PRIMARY KEY,
    flag_id TEXT NOT NULL REFERENCES flags(id),
    action TEXT NOT NULL,
    reason TEXT NOT NULL,
    at TEXT NOT NULL,
    role TEXT,
    staff_name TEXT,
    item_id TEXT,
    count INTEGER
  ) STRICT;
  CREATE INDEX flag_actions_flag ON flag_actions(flag_id, id);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
