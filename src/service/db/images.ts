// Count images of loyalty templates: one per count, stored in the database and served publicly.
import { newId } from '../ids';
import type { Db } from './database';

export interface StoredImage {
  contentType: string;
  body: Buffer;
}

/** The public path of an image; the absolute URL is made per request from its host. */
export const imagePath = (id: string): string => `/images/${id}.svg`;

export class ImageTable {
  constructor(private readonly db: Db) {}

  /** Stores the images of counts 0..n-1, in order. */
  insertAll(templateId: string, svgs: readonly string[]): void {
    const insert = this.db.prepare(
      'INSERT INTO count_images (id, template_id, count, content_type, body) VALUES (?, ?, ?, ?, ?)',
    );
    svgs.forEach((svg, count) =>
      insert.run(newId(), templateId, count, 'image/svg+xml', Buffer.from(svg, 'utf8')),
    );
  }

  /** Paths of a template's images, index = count; empty for a template never made loyal. */
  pathsOf(templateId: string): string[] {
    return this.db
      .prepare<[string], { id: string }>(
        'SELECT id FROM count_images WHERE template_id = ? ORDER BY count',
      )
      .all(templateId)
      .map((row) => imagePath(row.id));
  }

  get(id: string): StoredImage | null {
    const row = this.db
      .prepare<[string], { content_type: string; body: Buffer }>(
        'SELECT content_type, body FROM count_images WHERE id = ?',
      )
      .get(id);
    return row ? { contentType: row.content_type, body: row.body } : null;
  }
}
