// Which database holds the live queue of which service: one per origin, so a queue made for one
// service is never replayed against another. The first one (passdesk-live.sqlite) keeps its name
// and belongs to the service it was used with; each other origin gets a name of its own.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from './privateFile';

/** The name the first live database had before databases were bound to origins. */
const FIRST = 'live';
const stored = z.object({ version: z.literal(1), byOrigin: z.record(z.string(), z.string()) });

export class LiveDatabases {
  private readonly file: string;
  private byOrigin: Record<string, string>;

  /**
   * `usedWith` is the origin the settings named before this version bound databases to origins:
   * an existing passdesk-live.sqlite was that service's queue.
   */
  constructor(
    private readonly dataDir: string,
    usedWith: string | null,
  ) {
    this.file = join(dataDir, 'live-databases.json');
    this.byOrigin = this.read();
    const claimed = Object.values(this.byOrigin).includes(FIRST);
    if (!claimed && usedWith && existsSync(join(dataDir, `passdesk-${FIRST}.sqlite`))) {
      this.byOrigin[usedWith] ??= FIRST;
      this.write();
    }
  }

  /** The workspace name (passdesk-<name>.sqlite, backups/<name>) of an origin's live queue. */
  nameFor(origin: string): string {
    const known = this.byOrigin[origin];
    if (known) return known;
    const firstTaken = Object.values(this.byOrigin).includes(FIRST);
    const name = firstTaken
      ? `live-${createHash('sha256').update(origin).digest('hex').slice(0, 16)}`
      : FIRST;
    this.byOrigin[origin] = name;
    this.write();
    return name;
  }

  private read(): Record<string, string> {
    if (!existsSync(this.file)) return {};
    try {
      const parsed = stored.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      if (parsed.success) return parsed.data.byOrigin;
    } catch {
      // Unreadable JSON: handled as damage below.
    }
    // Damaged: every origin but the first finds its own database again by its derived name; the
    // first one's owner cannot be known, so no origin is given it.
    return { '': FIRST };
  }

  private write(): void {
    writePrivateFile(this.file, JSON.stringify({ version: 1, byOrigin: this.byOrigin }));
  }
}
