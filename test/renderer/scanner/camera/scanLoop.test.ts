// The camera's decode loop: one decode at a time, one scan per code held up, nothing while paused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startScanLoop,
  type ScanLoopOptions,
} from '../../../../src/renderer/scanner/camera/scanLoop';
import type { Decoded, Frame } from '../../../../src/renderer/scanner/decode/frame';

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

  /** A loop on the test clock, 100 ms between frames, never paused unless told. */
  const startLoop = (options: Partial<ScanLoopOptions>) =>
    startScanLoop({
      grab: () => frame,
      decode: async () => null,
      onScan: () => {},
      isPaused: () => false,
      restMs: 100,
      now: () => clock,
      ...options,
    });

  const run = async (frames: number) => {
    for (let i = 0; i < frames; i++) {
      clock += 100;
      await vi.advanceTimersByTimeAsync(100);
    }
  };

  it('reports a code held over many frames once, and the next code once', async () => {
    const view = scriptedView(['A', 'A', null, 'A', 'A', 'B', 'B', null]);
    const scans: string[] = [];
    const stop = startLoop({ ...view, onScan: (d) => scans.push(d.text) });
    await run(8);
    stop();
    expect(scans).toEqual(['A', 'B']);
  });

  it('reports nothing while paused, and the code in view once scanning resumes', async () => {
    const view = scriptedView(['A']);
    let paused = true;
    const scans: string[] = [];
    const stop = startLoop({ ...view, onScan: (d) => scans.push(d.text), isPaused: () => paused });
    await run(3);
    expect(scans).toEqual([]);
    paused = false;
    await run(3);
    stop();
    expect(scans).toEqual(['A']);
  });

  it('does not scan the same pass again after a pause while it stays in view', async () => {
    const view = scriptedView(['A']);
    let paused = false;
    const scans: string[] = [];
    const stop = startLoop({
      ...view,
      onScan: (d) => {
        scans.push(d.text);
        paused = true; // the counter is busy with the check-in, then asks nothing more
      },
      isPaused: () => paused,
    });
    await run(30);
    paused = false;
    await run(10);
    stop();
    expect(scans).toEqual(['A']);
  });

  it('skips the retries while paused and uses them again once scanning resumes', async () => {
    let paused = true;
    const asked: boolean[] = [];
    const stop = startLoop({
      decode: async (_frame, options) => {
        asked.push(options?.retries ?? true);
        return null;
      },
      isPaused: () => paused,
    });
    await run(2);
    paused = false;
    await run(2);
    stop();
    expect(asked.slice(0, 2)).toEqual([false, false]);
    expect(asked.slice(-2)).toEqual([true, true]);
  });

  it('never starts a decode before the previous one ends', async () => {
    let running = 0;
    let overlapped = false;
    const stop = startLoop({
      decode: async () => {
        overlapped ||= running > 0;
        running++;
        await new Promise((done) => setTimeout(done, 250));
        running--;
        return null;
      },
      restMs: 10,
    });
    await run(20);
    stop();
    expect(overlapped).toBe(false);
  });

  it('stops decoding once stopped', async () => {
    const view = scriptedView([null]);
    const stop = startLoop(view);
    await run(2);
    stop();
    const decoded = view.framesDecoded;
    await run(5);
    expect(view.framesDecoded).toBe(decoded);
  });
});
