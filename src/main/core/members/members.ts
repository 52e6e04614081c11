// Last known count per member, with the station's pending changes on top for offline display.
import { z } from 'zod';
import type { MemberView } from '@shared/ipc/views';
import { accessCodeField, withoutAccessCode } from '@shared/members/enrolForm';
import type { TemplateCache } from '../templates/cache';
import type { Db } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { ErasedMembers } from './erasure';
import { alone, type MembersInStore } from './membersInStore';
import { MemberList, nameKey } from './memberList';
import { MemberSearch } from './memberSearch';

const memberRow = z.object({
  customer_id: z.string(),
  known_count: z.number().int().nullable(),
  known_at: z.string().nullable(),
  card_id: z.string().nullable(),
  dynamic_fields: z.string().nullable(),
  dynamic_pass_id: z.string().nullable().optional(),
  archived_at: z.string().nullable(),
});

export interface KnownMember {
  customerId: string;
  knownCount: number | null;
  knownAt: string | null;
  cardId: string | null;
  dynamicFields: Record<string, string> | null;
  /** When the station learnt the pass is archived, or null while it is active. */
  archivedAt: string | null;
}

const fieldsSchema = z.record(z.string(), z.string());

/** The count alone, read for every item claimed: no need to parse the member's fields for it. */
const countRow = memberRow.pick({ known_count: true });

/**
 * A count with the station's waiting check-ins applied on top, in order: the count the member's
 * card will show once they are sent. `rows` are the member's active items, oldest first.
 */
export function countWithPending(
  start: number | null,
  rows: readonly OutboxRow[],
  initialCount: number | null,
): { display: number | null; pending: number } {
  let display = start;
  let pending = 0;
  for (const row of rows) {
    if (row.kind !== 'checkIn' || (row.state !== 'pending' && row.state !== 'sending')) continue;
    pending++;
    const { action } = row.payload as CheckInPayload;
    if (action.kind === 'increment') display = display === null ? null : display + 1;
    else if (action.kind === 'set') display = action.count;
    else display = initialCount;
  }
  return { display, pending };
}

export class Members {
  private readonly stmts;
  readonly search: MemberSearch;
  readonly list: MemberList;
  readonly erased: ErasedMembers;
  private inStore: MembersInStore = alone;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    /** The programs' templates, which say which member field holds the access code. */
    private readonly templates: Pick<TemplateCache, 'get' | 'version'> | null = null,
  ) {
    this.stmts = {
      get: db.prepare('SELECT * FROM members WHERE customer_id = ?'),
      knownCount: db.prepare('SELECT known_count FROM members WHERE customer_id = ?'),
      setCount: db.prepare(
        `INSERT INTO members (customer_id, known_count, known_at) VALUES (?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET known_count = excluded.known_count, known_at = excluded.known_at`,
      ),
      setListedCount: db.prepare(
        `UPDATE members SET known_count = ?, known_at = ?
         WHERE customer_id = ? AND (known_at IS NULL OR known_at < ?)`,
      ),
      // A pass the list shows archived is kept archived from the reading on; one it shows active
      // is active again, unless the station learnt of its archive after the reading began.
      setDirectory: db.prepare(
        `INSERT INTO members (customer_id, card_id, dynamic_fields, name_key, dynamic_pass_id, archived_at)
         VALUES (@customerId, @cardId, @fields, @nameKey, @dynamicPassId, @archivedAt)
         ON CONFLICT (customer_id) DO UPDATE SET card_id = excluded.card_id,
           dynamic_fields = excluded.dynamic_fields, name_key = excluded.name_key,
           dynamic_pass_id = excluded.dynamic_pass_id,
           archived_at = CASE WHEN excluded.archived_at IS NOT NULL
             THEN COALESCE(archived_at, excluded.archived_at)
             WHEN archived_at < @readAt THEN NULL ELSE archived_at END
         WHERE card_id IS NOT excluded.card_id OR dynamic_fields IS NOT excluded.dynamic_fields
           OR dynamic_pass_id IS NOT excluded.dynamic_pass_id
           OR (archived_at IS NULL) != (excluded.archived_at IS NULL)`,
      ),
      addLocal: db.prepare(
        `INSERT INTO members (customer_id, known_count, dynamic_fields, name_key, dynamic_pass_id)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      rename: db.prepare(
        `UPDATE members SET customer_id = ?, card_id = ?, known_at = ? WHERE customer_id = ?`,
      ),
      remove: db.prepare('DELETE FROM members WHERE customer_id = ?'),
      setFields: db.prepare(
        'UPDATE members SET dynamic_fields = ?, name_key = ? WHERE customer_id = ?',
      ),
      // A change of details not yet answered, or answered after a reading began: that reading
      // holds the values from before it.
      detailsChanged: db.prepare(
        `SELECT 1 FROM outbox WHERE customer_id = ? AND kind = 'updateMember'
           AND (state IN ('pending', 'sending', 'failed', 'needsReview') OR synced_at >= ?)`,
      ),
      byCard: db.prepare('SELECT customer_id FROM members WHERE card_id = ?').pluck(),
      archived: db.prepare(
        `INSERT INTO members (customer_id, archived_at) VALUES (?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET archived_at = COALESCE(archived_at, excluded.archived_at)`,
      ),
    };
    this.search = new MemberSearch(db);
    this.list = new MemberList(db);
    this.erased = new ErasedMembers(db);
  }

  /** The store's records, once they start sharing this workspace's (store/records). */
  joinStore(store: MembersInStore): void {
    this.inStore = store;
  }

  /** What the store's other tills are told and asked of; a station alone tells nothing. */
  get store(): MembersInStore {
    return this.inStore;
  }

  /**
   * A member enrolled on this station, under their local id until the service answers: found
   * by search and shown at the program's initial count (a new member's count is no guess).
   */
  rememberLocal(
    localCustomerId: string,
    dynamicPassId: string,
    fields: Record<string, string>,
    initialCount: number,
  ): void {
    const shown = this.shown(dynamicPassId, fields);
    this.stmts.addLocal.run(
      localCustomerId,
      initialCount,
      JSON.stringify(shown),
      nameKey(shown),
      dynamicPassId,
    );
    this.search.put(localCustomerId, shown);
  }

  /** A member enrolled here whose enrolment was discarded, or one erased: no longer found. */
  forget(customerId: string): void {
    this.search.remove(customerId);
    this.stmts.remove.run(customerId);
  }

  /**
   * The service issued the pass: the local member becomes the real one, keeping their place in
   * the search index. When a member-list reading already brought the real one, it stands.
   */
  issued(localCustomerId: string, customerId: string, cardId: string, at: string): void {
    const local = this.get(localCustomerId);
    if (!local) return;
    if (this.get(customerId)) return this.forget(localCustomerId);
    this.stmts.rename.run(customerId, cardId, at, localCustomerId);
    this.search.put(customerId, local.dynamicFields ?? {});
  }

  get(customerId: string): KnownMember | null {
    const raw = this.stmts.get.get(customerId);
    if (!raw) return null;
    const row = memberRow.parse(raw);
    const fields = row.dynamic_fields
      ? fieldsSchema.safeParse(JSON.parse(row.dynamic_fields))
      : null;
    return {
      customerId: row.customer_id,
      knownCount: row.known_count,
      knownAt: row.known_at,
      cardId: row.card_id,
      // A row written before codes were kept out loses its code here, on its way to any view.
      dynamicFields: fields?.success ? this.shown(row.dynamic_pass_id ?? null, fields.data) : null,
      archivedAt: row.archived_at,
    };
  }

  /** What the station keeps, shows and indexes of a member's fields: all but the access code. */
  private shown(dynamicPassId: string | null, fields: Record<string, string>) {
    return withoutAccessCode(fields, dynamicPassId ? this.codeFieldOf(dynamicPassId) : null);
  }

  // A list reading asks once per member: the template is read again only when it changed.
  private codeField: { version: number; dynamicPassId: string; field: string | null } | null = null;
  /** The member field that holds the program's access code, or null (or an unknown program). */
  codeFieldOf(dynamicPassId: string): string | null {
    const version = this.templates?.version ?? 0;
    const known = this.codeField;
    if (known && known.version === version && known.dynamicPassId === dynamicPassId) {
      return known.field;
    }
    const program = this.templates?.get(dynamicPassId);
    const field = program ? accessCodeField(program.template) : null;
    this.codeField = { version, dynamicPassId, field };
    return field;
  }

  /** A person changed the member's details: shown and found by them at once, online or not. */
  setFields(customerId: string, dynamicPassId: string, fields: Record<string, string>): void {
    const shown = this.shown(dynamicPassId, fields);
    this.stmts.setFields.run(JSON.stringify(shown), nameKey(shown), customerId);
    this.search.put(customerId, shown);
  }

  /** The service said this member's pass is archived: it takes no more check-ins. */
  markArchived(customerId: string, at: string): void {
    this.stmts.archived.run(customerId, at);
  }

  /** The member whose pass this is, when the station has read it. */
  holderOf(cardId: string): string | null {
    const id = this.stmts.byCard.get(cardId);
    return typeof id === 'string' ? id : null;
  }

  knownCount(customerId: string): number | null {
    const raw = this.stmts.knownCount.get(customerId);
    return raw ? countRow.parse(raw).known_count : null;
  }

  /** The service confirmed this count (call inside the transaction that records the answer). */
  confirmCount(customerId: string, count: number, at: string): void {
    this.stmts.setCount.run(customerId, count, at);
  }

  /**
   * Values from the service's member list, read from `readAt` on. The count is kept only when it
   * can be trusted as this member's count before their waiting items: none of theirs was on its
   * way or possibly applied (the list may or may not include it), and no answer confirmed a newer
   * count since the reading began. It is then the count a first +1 claimed later expects to find.
   */
  rememberFromDirectory(
    dynamicPassId: string,
    customerId: string,
    cardId: string,
    fields: Record<string, string>,
    count: number | undefined,
    readAt: string,
    archived = false,
  ): void {
    // A reading begun before an erasure was sent still lists them: they stay forgotten.
    if (this.erased.has(customerId)) return;
    const listed = this.shown(dynamicPassId, fields);
    const changed = this.stmts.detailsChanged.get(customerId, readAt) !== undefined;
    const shown = (changed && this.get(customerId)?.dynamicFields) || listed;
    const written = this.stmts.setDirectory.run({
      customerId,
      cardId,
      fields: JSON.stringify(shown),
      nameKey: nameKey(shown),
      dynamicPassId,
      archivedAt: archived ? readAt : null,
      readAt,
    });
    // Each reading repeats the whole list: only a member new or changed is indexed again.
    if (written.changes > 0) this.search.put(customerId, shown);
    if (count !== undefined && !this.outbox.mayBeOnItsWay(customerId)) {
      this.stmts.setListedCount.run(count, readAt, customerId, readAt);
    }
  }

  /** `known` is the member's row when the caller has already read it. */
  view(
    customerId: string,
    initialCount: number | null,
    known: KnownMember | null = this.get(customerId),
  ): MemberView {
    const active = this.outbox.activeForMember(customerId);
    const { display, pending } = countWithPending(known?.knownCount ?? null, active, initialCount);
    const last = this.outbox.lastForMember(customerId);
    return {
      customerId,
      knownCount: known?.knownCount ?? null,
      knownAt: known?.knownAt ?? null,
      displayCount: display,
      pendingCount: pending,
      lastCheckIn: last ? this.outbox.view(last) : null,
      dynamicFields: known?.dynamicFields ?? null,
      archivedAt: known?.archivedAt ?? null,
    };
  }
}
