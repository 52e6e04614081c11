// The images kept in SQLite for offline use, bounded in total size: the least recently shown go first.
import type { Db } from '../db/database';

export interface StoredImage {
  url: string;
  contentType: string;
  bytes: Buffer;
  fetchedAt: string;
}

export class ImageCache {
  private readonly getStmt;
  private readonly touchStmt;
  private readonly putStmt;
  private readonly pruneStmt;
  private readonly totalStmt;

  constructor(
    db: Db,
    private readonly maxTotalBytes: number,
  ) {
    this.getStmt = db.prepare(
      'SELECT url, content_type AS contentType, bytes, fetched_at AS fetchedAt FROM image_cache WHERE url = ?',
    );
    this.touchStmt = db.prepare('UPDATE image_cache SET last_used_at = ? WHERE url = ?');
    this.putStmt = db.prepare(
      `INSERT INTO image_cache (url, content_type, bytes, size, fetched_at, last_used_at)
       VALUES (@url, @contentType, @bytes, @size, @fetchedAt, @fetchedAt)
       ON CONFLICT (url) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes,
         size = excluded.size, fetched_at = excluded.fetched_at, last_used_at = excluded.last_used_at`,
    );
    // Keeps the most recently used images whose running total fits; the one just stored always stays.
    this.pruneStmt = db.prepare(
      `DELETE FROM image_cache WHERE url IN (
         SELECT url FROM (
           SELECT url, SUM(size) OVER (ORDER BY last_used_at DESC, url = @keep DESC, url) AS running
           FROM image_cache
         ) WHERE running > @max AND url <> @keep
       )`,
    );
    this.totalStmt = db.prepare('SELECT COALESCE(SUM(size), 0) AS total FROM image_cache');
  }

  /** The stored copy, marked as used now. */
  get(url: string, now: string): StoredImage | null {
    const row = this.getStmt.get(url) as StoredImage | undefined;
    if (!row) return null;
    this.touchStmt.run(now, url);
    return row;
  }

  put(image: StoredImage): void {
    this.putStmt.run({ ...image, size: image.bytes.length });
    this.pruneStmt.run({ max: this.maxTotalBytes, keep: image.url });
  }

  totalBytes(): number {
    return (this.totalStmt.get() as { total: number }).total;
  }
}
