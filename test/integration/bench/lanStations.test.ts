// The benchmarks of linked stations (bench/store) measure real arrivals: three stations paired with
// a code see each other's check-ins through the link, as written by the counter itself, and a
// station that is not linked sees none of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_SERVICE, Station, startStore } from '../../../bench/store/cluster';

const root = mkdtempSync(join(tmpdir(), 'passdesk-bench-lan-test-'));
const running: Station[] = [];
afterAll(async () => {
  await Promise.all(running.map((station) => station.stop()));
  rmSync(root, { recursive: true, force: true });
});

describe('bench/store stations', () => {
  it(
    'share each check-in with the other two, and none with a station not linked',
    { timeout: 180_000 },
    async () => {
      const stations = await startStore(root, ['Till 1', 'Till 2', 'Till 3']);
      running.push(...stations);
      const alone = await Station.start({
        name: 'Till 4',
        dataDir: join(root, 'Till 4'),
        lan: false,
        ...NO_SERVICE,
      });
      running.push(alone);
      const [first, second, third] = stations as [Station, Station, Station];

      // A station refuses to measure a check-in whose visit the counter did not share.
      const checkIn = await first.checkIn('probe-1');
      for (const other of [second, third]) {
        const [seen] = await other.seen([checkIn.itemId]);
        expect(seen!.docAt).toBeGreaterThanOrEqual(checkIn.at);
        // The member's card at the other till names the till that stamped it.
        expect(seen!.storeLastAt).not.toBeNull();
      }

      await Promise.all(
        stations.map((station) => station.send({ cmd: 'load', count: 20, members: 5, batch: 5 })),
      );
      await Promise.all(stations.map((station) => station.waitVisits(61)));
      const stats = await Promise.all([...stations, alone].map((station) => station.stats()));
      expect(stats.map((s) => s.visits)).toEqual([61, 61, 61, 0]);
      // Each station queued only its own check-ins: the peers' visits never enter an outbox.
      expect(stats.slice(0, 3).map((s) => s.outboxRows)).toEqual([21, 20, 20]);
      expect(stats[0]!.updateBytes).toBeGreaterThan(0);
    },
  );
});
