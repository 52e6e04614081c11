// The page's memory of remote images it asked main for: one request per address, shared by every
// picture that shows it, kept for the life of the page; a failure is asked again after a while.
import { AppError } from '@shared/ipc/errors';
import { messageOf } from '../bridge/reviveErrors';
import { say } from '../i18n/messages';
import type { ImageView } from '@shared/ipc/views';

export type ImageState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; src: string; stale: boolean }
  | { status: 'failed'; message: string };

export type ImageFetcher = (url: string) => Promise<ImageView>;

const RETRY_FAILED_AFTER_MS = 30_000;

/** http(s) addresses go through main; the app's own files and inline images load as they are. */
export function imageSource(url: string | null | undefined): 'remote' | 'local' | 'none' {
  const text = url?.trim() ?? '';
  if (/^https?:\/\//i.test(text)) return 'remote';
  if (/^(\/(?!\/)|\.\/|data:image\/|blob:)/i.test(text)) return 'local';
  return 'none';
}

interface Entry {
  state: ImageState;
  failedAt: number;
  listeners: Set<() => void>;
}

export class RemoteImageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly fetcher: () => ImageFetcher,
    private readonly now: () => number = Date.now,
  ) {}

  /** What is known of an address now; starts loading it when nothing (or an old failure) is. */
  read(url: string): ImageState {
    const entry = this.entry(url);
    const retry =
      entry.state.status === 'failed' && this.now() - entry.failedAt >= RETRY_FAILED_AFTER_MS;
    if (entry.state.status === 'none' || retry) this.load(url, entry);
    return entry.state;
  }

  /** The state without starting a request (for a picture still waiting out its delay). */
  peek(url: string): ImageState {
    return this.entries.get(url)?.state ?? { status: 'none' };
  }

  subscribe(url: string, listener: () => void): () => void {
    const entry = this.entry(url);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  private entry(url: string): Entry {
    let entry = this.entries.get(url);
    if (!entry) {
      entry = { state: { status: 'none' }, failedAt: 0, listeners: new Set() };
      this.entries.set(url, entry);
    }
    return entry;
  }

  private load(url: string, entry: Entry): void {
    entry.state = { status: 'loading' };
    this.fetcher()(url).then(
      (image) => this.settle(entry, { status: 'ready', src: image.dataUrl, stale: image.stale }),
      (error: unknown) => {
        entry.failedAt = this.now();
        this.settle(entry, {
          status: 'failed',
          message:
            error instanceof AppError
              ? messageOf(error)
              : error instanceof Error
                ? error.message
                : say('shell.image.cannotLoad'),
        });
      },
    );
  }

  private settle(entry: Entry, state: ImageState): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }
}
