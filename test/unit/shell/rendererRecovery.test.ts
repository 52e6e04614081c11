import { describe, expect, it } from 'vitest';
import {
  MAX_RELOADS_IN_WINDOW,
  RECOVERY_WINDOW_MS,
  nextReload,
} from '../../../src/main/electron/lifecycle/rendererRecovery';

describe('renderer recovery', () => {
  it('reloads after a crash or an out-of-memory', () => {
    expect(nextReload('crashed', [], 1000)).toEqual([1000]);
    expect(nextReload('oom', [1000], 2000)).toEqual([1000, 2000]);
  });

  it('does not reload after a clean exit or a deliberate kill', () => {
    expect(nextReload('clean-exit', [], 1000)).toBeNull();
    expect(nextReload('killed', [], 1000)).toBeNull();
  });

  it('stops after a few reloads in a short time, and forgets old ones', () => {
    let history: number[] = [];
    for (let i = 0; i < MAX_RELOADS_IN_WINDOW; i += 1)
      history = nextReload('crashed', history, i * 1000)!;
    expect(nextReload('crashed', history, 10_000)).toBeNull();
    expect(nextReload('crashed', history, RECOVERY_WINDOW_MS + 5_000)).toEqual([
      ...history.filter((at) => RECOVERY_WINDOW_MS + 5_000 - at < RECOVERY_WINDOW_MS),
      RECOVERY_WINDOW_MS + 5_000,
    ]);
  });
});
