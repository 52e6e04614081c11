// Small named values kept beside the caches (credits, list times, group ids), parsed on read.
import type { z } from 'zod';
import type { Db } from './database';

export class CacheMeta {
  private readonly getStmt;
  private readonly setStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT value FROM cache_meta WHERE key = ?');
    this.setStmt = db.prepare(
      'INSERT INTO cache_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  /** A value that no longer parses is treated as absent: a cache can always be read again. */
  get<T>(key: string, schema: z.ZodType<T>): T | null {
    const row = this.getStmt.get(key) as { value: string } | undefined;
    if (!row) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  set(key: string, value: unknown): void {
    this.setStmt.run(key, JSON.stringify(value));
  }
}
