// Remote images for the renderer, fetched by main and kept for offline use: the page itself never
// reaches the network, and a counter keeps drawing its stamp card when the line is down.
import { failure } from '@shared/i18n/failure';
import type { ImageView } from '@shared/ipc/views';
import { AppError } from '@shared/ipc/errors';
import { fetchImage, type FetchLimits } from './imageFetch';
import { ImageCache, type StoredImage } from './imageCache';
import { parseImageUrl } from './imageUrl';
import type { Db } from '../db/database';

export interface RemoteImageOptions {
  db: Db;
  now: () => Date;
  timeoutMs: number;
  /** Largest single image accepted. */
  maxImageBytes: number;
  /** Largest total kept; the least recently used are dropped beyond it. */
  maxCacheBytes: number;
  /** How long a stored copy is shown without asking its server again. */
  freshForMs: number;
  /** Origins that may be on loopback or the local network: the service itself and listed ones. */
  mayBePrivate: (origin: string) => boolean;
  /** Whether the station itself uses this address (see imagesInUse.ts); nothing else is fetched. */
  inUse: (href: string) => boolean;
}

export const IMAGE_DEFAULTS = {
  maxImageBytes: 2 * 1024 * 1024,
  maxCacheBytes: 64 * 1024 * 1024,
  freshForMs: 24 * 60 * 60_000,
} as const;

export class RemoteImages {
  private readonly cache: ImageCache;
  private readonly inFlight = new Map<string, Promise<ImageView>>();
  private readonly limits: FetchLimits;

  constructor(private readonly o: RemoteImageOptions) {
    this.cache = new ImageCache(o.db, o.maxCacheBytes);
    this.limits = {
      timeoutMs: o.timeoutMs,
      maxBytes: o.maxImageBytes,
      mayBePrivate: o.mayBePrivate,
      mayFetch: o.inUse,
    };
  }

  /**
   * The image as a data: URL: the stored copy while fresh, else fetched again; when that fails,
   * the stored copy marked stale, and only without one the reason it cannot be shown.
   */
  get(raw: string): Promise<ImageView> {
    let url: string;
    try {
      url = parseImageUrl(raw).href;
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (!this.o.inUse(url)) {
      return Promise.reject(failure('invalid', 'main.images.notInUse', { url }));
    }
    const running = this.inFlight.get(url);
    if (running) return running;
    const work = this.load(url).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, work);
    return work;
  }

  /** Fetches and keeps an image the counter will need offline; failures wait for the next read. */
  prefetch(raw: string): void {
    this.get(raw).catch(() => undefined);
  }

  totalBytes(): number {
    return this.cache.totalBytes();
  }

  /** A copy that cannot be kept (the workspace closed meanwhile) is still shown this once. */
  private keep(image: StoredImage): void {
    try {
      this.cache.put(image);
    } catch {
      // The next read fetches it again.
    }
  }

  private async load(url: string): Promise<ImageView> {
    const now = this.o.now();
    const stored = this.cache.get(url, now.toISOString());
    if (stored && now.getTime() - Date.parse(stored.fetchedAt) < this.o.freshForMs) {
      return view(stored, false);
    }
    try {
      const fetched = await fetchImage(new URL(url), this.limits);
      const image: StoredImage = { url, ...fetched, fetchedAt: this.o.now().toISOString() };
      this.keep(image);
      return view(image, false);
    } catch (error) {
      if (stored) return view(stored, true);
      throw error instanceof AppError
        ? error
        : failure('offline', 'main.images.cannotLoad', { host: new URL(url).host });
    }
  }
}

const view = (image: StoredImage, stale: boolean): ImageView => ({
  dataUrl: `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
  fetchedAt: image.fetchedAt,
  stale,
});
