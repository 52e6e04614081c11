// Template drafts: the full template being edited and the hash of the server version it began from.
import { failure } from '@shared/i18n/failure';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TemplateDraftView } from '@shared/ipc/views';
import type { Db } from '../db/database';
import type { Journal } from '../journal/journal';

const draftRow = z.object({
  id: z.string(),
  dynamic_pass_id: z.string().nullable(),
  kind: z.enum(['dynamic', 'loyalty']),
  name: z.string(),
  data: z.string(),
  base_hash: z.string().nullable(),
  updated_at: z.string(),
  publish_item_id: z.string().nullable(),
});

const draftData = z.record(z.string(), z.unknown());

function toDraftView(raw: unknown): TemplateDraftView {
  const row = draftRow.parse(raw);
  return {
    id: row.id,
    dynamicPassId: row.dynamic_pass_id,
    kind: row.kind,
    name: row.name,
    data: draftData.parse(JSON.parse(row.data)),
    baseHash: row.base_hash,
    updatedAt: row.updated_at,
    publishItemId: row.publish_item_id,
  };
}

export class Drafts {
  private readonly stmts;

  constructor(
    private readonly db: Db,
    private readonly journal: Journal,
    private readonly now: () => Date,
  ) {
    this.stmts = {
      all: db.prepare('SELECT * FROM drafts ORDER BY updated_at DESC'),
      get: db.prepare('SELECT * FROM drafts WHERE id = ?'),
      byItem: db.prepare('SELECT * FROM drafts WHERE publish_item_id = ?'),
      insert: db.prepare(
        `INSERT INTO drafts (id, dynamic_pass_id, kind, name, data, base_hash, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      save: db.prepare('UPDATE drafts SET name = ?, data = ?, updated_at = ? WHERE id = ?'),
      rebase: db.prepare('UPDATE drafts SET base_hash = ? WHERE id = ?'),
      published: db.prepare('UPDATE drafts SET publish_item_id = ?, updated_at = ? WHERE id = ?'),
      remove: db.prepare('DELETE FROM drafts WHERE id = ?'),
    };
  }

  list(): TemplateDraftView[] {
    return this.stmts.all.all().map(toDraftView);
  }

  require(id: string): TemplateDraftView {
    const raw = this.stmts.get.get(id);
    if (!raw) throw failure('notFound', 'main.templates.draftGone');
    return toDraftView(raw);
  }

  create(input: {
    dynamicPassId: string | null;
    kind: 'dynamic' | 'loyalty';
    name: string;
    data: Record<string, unknown>;
    baseHash: string | null;
  }): TemplateDraftView {
    const id = randomUUID();
    this.db.transaction(() => {
      this.stmts.insert.run(
        id,
        input.dynamicPassId,
        input.kind,
        input.name,
        JSON.stringify(input.data),
        input.baseHash,
        this.now().toISOString(),
      );
      this.journal.record('drafts.start', 'saved', null, `${input.kind} "${input.name}"`);
    })();
    return this.require(id);
  }

  save(id: string, name: string, data: Record<string, unknown>): TemplateDraftView {
    const draft = this.require(id);
    if (draft.publishItemId) {
      throw failure('invalid', 'main.templates.draftPublished');
    }
    this.stmts.save.run(name, JSON.stringify(data), this.now().toISOString(), id);
    return this.require(id);
  }

  rebase(id: string, baseHash: string): void {
    this.stmts.rebase.run(baseHash, id);
  }

  markPublished(id: string, itemId: string): void {
    this.stmts.published.run(itemId, this.now().toISOString(), id);
  }

  /** The publish item reached the service: the draft has done its job. */
  forgetPublishedBy(itemId: string): void {
    const raw = this.stmts.byItem.get(itemId);
    if (raw) this.remove(toDraftView(raw).id, 'published');
  }

  remove(id: string, outcome = 'discarded'): void {
    const draft = this.require(id);
    this.db.transaction(() => {
      this.stmts.remove.run(id);
      this.journal.record('drafts', outcome, draft.publishItemId, `"${draft.name}"`);
    })();
  }
}
