// The flags' parts of one workspace: its flags table and the watch that keeps it up to date. Made
// with the workspace's other parts; the table is read when the flags are first asked for.
import type { Workspace } from '../workspace';
import { FlagsDb } from './flagsDb';
import { FlagWatch } from './flagWatch';

interface Parts {
  flags: FlagsDb;
  watch: FlagWatch;
}

export class FlagsParts {
  private parts: Parts | null = null;

  constructor(
    private readonly ws: Workspace,
    private readonly timeZone: string,
    private readonly now: () => Date,
  ) {}

  get(): Parts {
    if (!this.parts) {
      const { ws } = this;
      const flags = new FlagsDb(ws.db);
      const watch = new FlagWatch({
        flags,
        doc: ws.shared.doc,
        visits: ws.visits,
        durability: ws.durability,
        meta: ws.meta,
        timeZone: this.timeZone,
        now: this.now,
      });
      this.parts = { flags, watch };
    }
    return this.parts;
  }
}
