// Saves a draft's edits: a short debounce while typing, a flush on demand, and saves strictly one
// after another, so an older body can never land after a newer one and a failed save is retried.

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string };

export interface DraftBody {
  name: string;
  data: Record<string, unknown>;
}

export const SAVE_DEBOUNCE_MS = 300;

export class DraftSaver {
  private pending: DraftBody | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly save: (body: DraftBody) => Promise<{ updatedAt: string }>,
    private readonly onState: (state: SaveState) => void,
    private readonly describe: (error: unknown) => string,
    private readonly debounceMs = SAVE_DEBOUNCE_MS,
  ) {}

  /** The latest form; saved after a pause in typing, or at the next flush. */
  schedule(body: DraftBody): void {
    this.pending = body;
    this.onState({ kind: 'unsaved' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }

  /** Saves what is waiting now; resolves once every save asked for so far has ended. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    const next = this.pending;
    if (!next) return this.inFlight;
    this.pending = null;
    this.inFlight = this.inFlight.then(async () => {
      this.onState({ kind: 'saving' });
      try {
        const saved = await this.save(next);
        if (!this.pending) this.onState({ kind: 'saved', at: saved.updatedAt });
      } catch (error) {
        // Kept for the next flush, unless a newer edit already replaced it.
        this.pending ??= next;
        this.onState({ kind: 'error', message: this.describe(error) });
      }
    });
    return this.inFlight;
  }
}
