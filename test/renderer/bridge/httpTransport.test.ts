// The web host's transport: a call made while the event stream first connects goes out only once
// the stream is open, so the events of what it changes cannot pass before the stream listens;
// every request carries the page's secret, and a refused session is told once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpTransport } from '../../../src/renderer/bridge/httpTransport';

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose event stream opens when the test says; IPC answers at once. */
function stubFetch() {
  const sent: string[] = [];
  let openStream!: () => void;
  const streamOpen = new Promise<void>((resolve) => (openStream = resolve));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push(url);
    if (url.endsWith('/events')) {
      await streamOpen;
      return new Response(new ReadableStream({ start: () => {} }), { status: 200 });
    }
    if (init?.signal?.aborted) throw new Error('aborted');
    return Response.json({ ok: true, value: null });
  });
  return { sent, openStream };
}

describe('the web host transport', () => {
  it('sends a call made while the event stream connects once the stream is open', async () => {
    const { sent, openStream } = stubFetch();
    const transport = httpTransport({ base: 'http://host' });
    const stop = transport.subscribe('queue.item', () => {});
    const answer = transport.invoke('counter.scan', { text: 'm1', source: 'manual' });
    await vi.waitFor(() => expect(sent).toEqual(['http://host/events']));
    await Promise.resolve();
    expect(sent).toEqual(['http://host/events']);
    openStream();
    await expect(answer).resolves.toEqual({ ok: true, value: null });
    expect(sent).toEqual(['http://host/events', 'http://host/ipc/counter.scan']);
    stop();
  });

  it('sends the page secret with calls and the stream, and tells once when the session ends', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('x-passdesk-page'));
      return new Response('{}', { status: 401 });
    });
    let ended = 0;
    const transport = httpTransport({
      base: 'http://host',
      pageSecret: 'SECRET',
      onSessionEnded: () => ended++,
    });
    transport.subscribe('queue.item', () => {});
    const answer = await transport.invoke('sync.status', {});
    expect(answer).toMatchObject({
      ok: false,
      error: { said: { id: 'shell.station.sessionEnded' } },
    });
    await transport.invoke('sync.status', {});
    await vi.waitFor(() => expect(ended).toBe(1));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set(['SECRET']));
  });
});
