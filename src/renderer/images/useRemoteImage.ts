// A picture's source for the page: the app's own files as they are, remote addresses through
// main (which keeps them for offline), so the page itself never reaches the network.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../bridge/api';
import { imageSource, RemoteImageCache, type ImageState } from './imageCache';

const cache = new RemoteImageCache(() => (url) => api().images.get({ url }));

const NONE: ImageState = { status: 'none' };
const noop = () => () => {};

/**
 * The state of the picture at `url`. `delayMs` waits that long for an address not yet known
 * before asking, so a field being typed into does not fetch every prefix of its address.
 */
export function useRemoteImage(url: string | null | undefined, delayMs = 0): ImageState {
  const trimmed = url?.trim() ?? '';
  const source = imageSource(trimmed);
  const [asked, setAsked] = useState<string | null>(null);
  const known = source === 'remote' && cache.peek(trimmed).status !== 'none';
  const waiting = source === 'remote' && delayMs > 0 && !known && asked !== trimmed;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setAsked(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [waiting, trimmed, delayMs]);

  const remote = source === 'remote' && !waiting;
  const subscribe = useCallback(
    (listener: () => void) => (remote ? cache.subscribe(trimmed, listener) : noop()),
    [remote, trimmed],
  );
  const state = useSyncExternalStore(subscribe, () => (remote ? cache.read(trimmed) : NONE));
  if (source === 'local') return { status: 'ready', src: trimmed, stale: false };
  if (source === 'none') return NONE;
  return waiting ? { status: 'loading' } : state;
}
