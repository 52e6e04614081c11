// The template list and templates as last read, for reading while offline.
import { z } from 'zod';
import { LOYALTY_CARD_SUBTYPE, templateResponse, type TemplateResponse } from '@shared/api';
import type { CachedTemplate } from '@shared/ipc/views';
import type { Db } from '../db/database';
import type { CacheMeta } from '../db/cacheMeta';
import { templateHash } from './hash';

const row = z.object({
  dynamic_pass_id: z.string(),
  name: z.string(),
  kind: z.enum(['dynamic', 'loyalty']),
  template: z.string(),
  hash: z.string(),
  fetched_at: z.string(),
});

export const kindOf = (t: TemplateResponse): 'dynamic' | 'loyalty' =>
  t.cardSubType === LOYALTY_CARD_SUBTYPE || t.loyaltyProgressData !== undefined
    ? 'loyalty'
    : 'dynamic';

export class TemplateCache {
  /** Rises with every write, so readers can keep what they derived until it changes. */
  version = 0;
  private readonly stmts;

  constructor(
    private readonly db: Db,
    private readonly meta: CacheMeta,
  ) {
    this.stmts = {
      all: db.prepare('SELECT * FROM templates ORDER BY name COLLATE NOCASE'),
      get: db.prepare('SELECT * FROM templates WHERE dynamic_pass_id = ?'),
      put: db.prepare(
        `INSERT INTO templates (dynamic_pass_id, name, kind, template, hash, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (dynamic_pass_id) DO UPDATE SET name = excluded.name, kind = excluded.kind,
           template = excluded.template, hash = excluded.hash, fetched_at = excluded.fetched_at`,
      ),
      clear: db.prepare('DELETE FROM templates'),
    };
  }

  listFetchedAt(): string | null {
    return this.meta.get('templates.fetchedAt', z.string());
  }

  replaceAll(
    items: readonly { dynamicPassId: string; template: TemplateResponse }[],
    at: string,
  ): void {
    this.db.transaction(() => {
      this.version++;
      this.stmts.clear.run();
      for (const item of items) this.write(item.dynamicPassId, item.template, at);
      this.meta.set('templates.fetchedAt', at);
    })();
  }

  put(dynamicPassId: string, template: TemplateResponse, at: string): CachedTemplate {
    this.write(dynamicPassId, template, at);
    return this.get(dynamicPassId)!;
  }

  list(): CachedTemplate[] {
    return this.stmts.all.all().flatMap((raw) => this.parse(raw) ?? []);
  }

  get(dynamicPassId: string): CachedTemplate | null {
    const raw = this.stmts.get.get(dynamicPassId);
    return raw ? this.parse(raw) : null;
  }

  hashOf(dynamicPassId: string): string | null {
    const raw = this.stmts.get.get(dynamicPassId);
    return raw ? row.parse(raw).hash : null;
  }

  private write(dynamicPassId: string, template: TemplateResponse, at: string): void {
    this.version++;
    const name = template.name ?? template.cardTitle ?? dynamicPassId;
    this.stmts.put.run(
      dynamicPassId,
      name,
      kindOf(template),
      JSON.stringify(template),
      templateHash(template),
      at,
    );
  }

  private parse(raw: unknown): CachedTemplate | null {
    const r = row.safeParse(raw);
    if (!r.success) return null;
    const template = templateResponse.safeParse(JSON.parse(r.data.template));
    if (!template.success) return null;
    return {
      dynamicPassId: r.data.dynamic_pass_id,
      name: r.data.name,
      kind: r.data.kind,
      template: template.data,
      fetchedAt: r.data.fetched_at,
    };
  }
}
