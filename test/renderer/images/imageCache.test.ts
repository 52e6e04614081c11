// The page's image memory: one request per address, shared, and failures asked again later.
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import type { ImageView } from '@shared/ipc/views';
import { imageSource, RemoteImageCache } from '../../../src/renderer/images/imageCache';

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('which pictures go through main', () => {
  it('sends http(s) addresses to main and loads the app’s own files directly', () => {
    expect(imageSource('https://img.example.com/stamp.png')).toBe('remote');
    expect(imageSource(' HTTP://127.0.0.1:4000/a.png ')).toBe('remote');
    expect(imageSource('/assets/coffeeIcon2-1a2b.svg')).toBe('local');
    expect(imageSource('./assets/gift.svg')).toBe('local');
    expect(imageSource(PNG_URL)).toBe('local');
    // A protocol-relative address would leave the page: neither loaded nor sent anywhere.
    expect(imageSource('//evil.example.com/a.png')).toBe('none');
    expect(imageSource('javascript:alert(1)')).toBe('none');
    expect(imageSource('{photoUrl}')).toBe('none');
    expect(imageSource('')).toBe('none');
    expect(imageSource(null)).toBe('none');
  });
});

describe('RemoteImageCache', () => {
  it('asks main once for an address however many pictures show it, and tells each', async () => {
    const fetcher = vi.fn(async (): Promise<ImageView> => ({
      dataUrl: PNG_URL,
      fetchedAt: 'x',
      stale: true,
    }));
    const cache = new RemoteImageCache(() => fetcher);
    const stampSlot = vi.fn();
    const preview = vi.fn();
    cache.subscribe('https://a/x.png', stampSlot);
    cache.subscribe('https://a/x.png', preview);
    expect(cache.read('https://a/x.png')).toEqual({ status: 'loading' });
    expect(cache.read('https://a/x.png')).toEqual({ status: 'loading' });
    await settle();
    expect(cache.read('https://a/x.png')).toEqual({ status: 'ready', src: PNG_URL, stale: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(stampSlot).toHaveBeenCalledTimes(1);
    expect(preview).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for a while, then asks again', async () => {
    let now = 1_000;
    const fetcher = vi
      .fn<(url: string) => Promise<ImageView>>()
      .mockRejectedValueOnce(new AppError('offline', 'img.example.com cannot be reached.'))
      .mockResolvedValueOnce({ dataUrl: PNG_URL, fetchedAt: 'y', stale: false });
    const cache = new RemoteImageCache(
      () => fetcher,
      () => now,
    );
    cache.read('https://img.example.com/a.png');
    await settle();
    expect(cache.read('https://img.example.com/a.png')).toEqual({
      status: 'failed',
      message: 'img.example.com cannot be reached.',
    });
    now += 29_000;
    expect(cache.read('https://img.example.com/a.png').status).toBe('failed');
    now += 1_000;
    expect(cache.read('https://img.example.com/a.png')).toEqual({ status: 'loading' });
    await settle();
    expect(cache.peek('https://img.example.com/a.png')).toEqual({
      status: 'ready',
      src: PNG_URL,
      stale: false,
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('peeks without asking', () => {
    const fetcher = vi.fn();
    const cache = new RemoteImageCache(() => fetcher);
    expect(cache.peek('https://a/b.png')).toEqual({ status: 'none' });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
