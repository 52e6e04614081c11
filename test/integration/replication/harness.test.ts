// The replication benchmark measures engines that really replicate: for each candidate, three
// stations (separate processes on loopback) share a few hundred check-ins, a fourth starts from a
// peer, and two meet again after working apart; every station ends with the same state, holding
// each check-in exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Station, startStore } from '../../../bench/replication/cluster';
import { runScenario, type Sizes } from '../../../bench/replication/scenario';
import { ENGINES } from '../../../bench/replication/protocol';

const sizes: Sizes = {
  members: 200,
  checkIns: 300,
  batch: 40,
  probesPerStation: 5,
  probeIntervalMs: 5,
  weekCheckIns: 60,
  weekEdits: 20,
  weekEnrolments: 4,
};
const roots: string[] = [];
const freshRoot = (engine: string) => {
  const root = mkdtempSync(join(tmpdir(), `passdesk-repl-test-${engine}-`));
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe.each(ENGINES)('%s with three stations', (engine) => {
  it('converges every station to one state, each check-in once', { timeout: 180_000 }, async () => {
    const result = await runScenario(engine, freshRoot(engine), sizes);

    // Three stations and the one that started from a peer: the same hash over the whole state.
    const whole = result.digests.whole;
    expect(whole).toHaveLength(4);
    expect(new Set(whole.map((d) => d.hash)).size).toBe(1);
    const perStation = { A: 100 + 5, B: 100 + 5, C: 100 + 5 };
    for (const digest of whole) {
      expect(digest.perStation).toEqual(perStation);
      expect(digest.items).toBe(315);
      expect(digest.members).toBe(200);
    }
    // Every station heard the others' single check-ins, so the latencies come from real arrivals.
    expect(result.probe.samples).toBe(3 * 5 * 2);

    // A and B after working apart: each other's week, their own enrolments, no check-in twice.
    const week = result.digests.week;
    expect(new Set(week.map((d) => d.hash)).size).toBe(1);
    for (const digest of week) {
      expect(digest.perStation).toEqual({ A: 105 + 60, B: 105 + 60, C: 105 });
      expect(digest.enrolments).toBe(8);
    }
    expect(result.week.bytes).toBeGreaterThan(0);
  });

  it(
    'keeps a station that was never linked apart, so equal digests mean synced',
    { timeout: 60_000 },
    async () => {
      const root = freshRoot(engine);
      const { stations } = await startStore(engine, root, ['A'], 50);
      const alone = await Station.start({ engine, station: 'Z', root, members: 50, peerPorts: [] });
      await stations[0]!.send({ cmd: 'load', count: 10, batch: 10, tag: 'load' });
      const [linked, apart] = await Promise.all([stations[0]!.digest(), alone.digest()]);
      expect(linked.items).toBe(10);
      expect(apart.items).toBe(0);
      expect(apart.hash).not.toBe(linked.hash);
      await Promise.all([stations[0]!.stop(), alone.stop()]);
    },
  );
});
