// The camera's decode loop: one decode at a time, one scan per code held up, nothing while paused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScanLoop } from '../../../src/renderer/scanner/camera/scanLoop';
import type { Decoded, Frame } from '../../../src/renderer/scanner/decode/frame';

const frame: Frame = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
const read = (text: string): Decoded => ({
  text,
  format: 'QRCode',
  engine: 'zxing-wasm',
  retry: null,
});

/** A camera whose view is scripted frame by frame: a text is a code in view, null is none. */
function scriptedView(view: (string | null)[]) {
  let shown = 0;
  return {
    grab: () => frame,
    decode: async () => {
      const text = view[Math.min(shown++, view.length - 1)];
      return text ? read(text) : null;
    },
    get framesDecoded() {
      return shown;
    },
  };
}

describe('scan loop', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  const run = async (frames: number) => {
    for (let i = 0; i < frames; i++) {
      clock += 100;
      await vi.advanceTimersByTimeAsync(100);
    }
  };

  it('reports a code held over many frames once, and the next code once', async () => {
    const view = scriptedView(['A', 'A', null, 'A', 'A', 'B', 'B', null]);
    const scans: string[] = [];
    const stop = startScanLoop({
      ...view,
      onScan: (d) => scans.push(d.text),
      isPaused: () => false,
      restMs: 100,
      now: () => clock,
    });
    await run(8);
    stop();
    expect(scans).toEqual(['A', 'B']);
  });

  it('reports nothing while paused, and the code in view once scanning resumes', async () => {
    const view = scriptedView(['A']);
    let paused = true;
    const scans: string[] = [];
    const stop = startScanLoop({
      ...view,
      onScan: (d) => scans.push(d.text),
      isPaused: () => paused,
      restMs: 100,
      now: () => clock,
    });
    await run(3);
    expect(scans).toEqual([]);
    expect(view.framesDecoded).toBe(0);
    paused = false;
    await run(3);
    stop();
    expect(scans).toEqual(['A']);
  });

  it('never starts a decode before the previous one ends', async () => {
    let running = 0;
    let overlapped = false;
    const stop = startScanLoop({
      grab: () => frame,
      decode: async () => {
        overlapped ||= running > 0;
        running++;
        await new Promise((done) => setTimeout(done, 250));
        running--;
        return null;
      },
      onScan: () => {},
      isPaused: () => false,
      restMs: 10,
      now: () => clock,
    });
    await run(20);
    stop();
    expect(overlapped).toBe(false);
  });

  it('stops decoding once stopped', async () => {
    const view = scriptedView([null]);
    const stop = startScanLoop({
      ...view,
      onScan: () => {},
      isPaused: () => false,
      restMs: 100,
      now: () => clock,
    });
    await run(2);
    stop();
    const decoded = view.framesDecoded;
    await run(5);
    expect(view.framesDecoded).toBe(decoded);
  });
});
