import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DraftSaver,
  type DraftBody,
  type SaveState,
} from '../../../../../src/renderer/screens/templates/editor/draftSaver';

const body = (name: string): DraftBody => ({ name, data: { name } });

function harness(save: (b: DraftBody) => Promise<{ updatedAt: string }>) {
  const states: SaveState['kind'][] = [];
  const saver = new DraftSaver(
    save,
    (s) => states.push(s.kind),
    (e) => String(e),
    300,
  );
  return { saver, states };
}

describe('draft saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after a pause in typing, with the latest form', async () => {
    const saved: string[] = [];
    const { saver, states } = harness(async (b) => (saved.push(b.name), { updatedAt: 't' }));
    saver.schedule(body('H'));
    saver.schedule(body('He'));
    saver.schedule(body('Hello'));
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(saved).toEqual(['Hello']);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves at once on flush, and runs saves in order so an older body never lands last', async () => {
    const landed: string[] = [];
    const resolvers: (() => void)[] = [];
    const { saver } = harness(
      (b) =>
        new Promise((resolve) =>
          resolvers.push(() => (landed.push(b.name), resolve({ updatedAt: 't' }))),
        ),
    );
    saver.schedule(body('first'));
    const one = saver.flush();
    saver.schedule(body('second'));
    const two = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolvers).toHaveLength(1);
    resolvers[0]!();
    await one;
    await vi.advanceTimersByTimeAsync(0);
    resolvers[1]!();
    await two;
    expect(landed).toEqual(['first', 'second']);
  });

  it('keeps a body whose save failed and sends it with the next flush', async () => {
    let fail = true;
    const saved: string[] = [];
    const { saver, states } = harness(async (b) => {
      if (fail) throw new Error('disk full');
      saved.push(b.name);
      return { updatedAt: 't' };
    });
    saver.schedule(body('kept'));
    await saver.flush();
    expect(states.at(-1)).toBe('error');
    fail = false;
    await saver.flush();
    expect(saved).toEqual(['kept']);
    expect(states.at(-1)).toBe('saved');
  });

  it('does not say "saved" while a newer edit is still waiting', async () => {
    let release: () => void = () => {};
    const { saver, states } = harness(
      () => new Promise((r) => (release = () => r({ updatedAt: 't' }))),
    );
    saver.schedule(body('a'));
    const first = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    saver.schedule(body('ab'));
    release();
    await first;
    expect(states.at(-1)).toBe('unsaved');
  });
});
