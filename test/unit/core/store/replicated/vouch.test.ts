// The parts a station vouches with: a signature that holds for exactly what was written, a clock
// that never runs back and refuses times too far ahead, and the tally that closes a link.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadIdentity } from '../../../../../src/main/core/store/link/identity';
import {
  HybridClock,
  MAX_DRIFT_MS,
} from '../../../../../src/main/core/store/replicated/hybridClock';
import type { RefusalReason } from '../../../../../src/main/core/store/replicated/entryJudge';
import {
  FLOOD,
  KEPT_AWAY_MS,
  RefusalTally,
  STRIKE_WINDOW_MS,
  STRIKES,
} from '../../../../../src/main/core/store/replicated/refusalTally';
import {
  canonicalJson,
  publicKeyOf,
  splitVouch,
  vouch,
  vouchHolds,
  VouchSigner,
} from '../../../../../src/main/core/store/replicated/vouch';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-vouch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('signs what was written, and nothing else holds', async () => {
  const { identity } = await loadIdentity(join(dir, 'id.json'), 'till-1', undefined, new Date());
  const other = await loadIdentity(join(dir, 'other.json'), 'till-2', undefined, new Date());
  const der = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
  const key = publicKeyOf(der(identity.cert));
  const signer = new VouchSigner(identity.key, 'till-1');
  const value = signer.vouchFor('visits', 'item-1', { b: 2, a: { y: 1, x: [3] } }, 'mia', {
    at: 1000,
    n: 0,
  });
  const { body, vouch: stamp } = splitVouch(value);
  const parsed = vouch.parse(stamp);
  expect(parsed).toMatchObject({ by: 'till-1', person: 'mia', at: 1000, n: 0 });
  expect(vouchHolds('visits', 'item-1', body, parsed, key)).toBe(true);
  // The same value with its keys in another order is the same value.
  expect(vouchHolds('visits', 'item-1', { a: { x: [3], y: 1 }, b: 2 }, parsed, key)).toBe(true);
  expect(vouchHolds('visits', 'item-1', { ...body, b: 3 }, parsed, key)).toBe(false);
  expect(vouchHolds('visits', 'item-2', body, parsed, key)).toBe(false);
  expect(vouchHolds('seen', 'item-1', body, parsed, key)).toBe(false);
  expect(vouchHolds('visits', 'item-1', body, { ...parsed, person: 'olga' }, key)).toBe(false);
  expect(vouchHolds('visits', 'item-1', body, { ...parsed, at: 2000 }, key)).toBe(false);
  expect(vouchHolds('visits', 'item-1', body, parsed, publicKeyOf(der(other.identity.cert)))).toBe(
    false,
  );
  expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
});

it('keeps its own times in order and refuses a peer’s too far ahead', () => {
  let wall = 10_000;
  const clock = new HybridClock(() => wall);
  expect(clock.tick()).toEqual({ at: 10_000, n: 0 });
  expect(clock.tick()).toEqual({ at: 10_000, n: 1 });
  wall = 9_000; // the machine's clock set back
  expect(clock.tick()).toEqual({ at: 10_000, n: 2 });
  clock.receive({ at: 12_000, n: 4 });
  expect(clock.tick()).toEqual({ at: 12_000, n: 5 });
  expect(clock.plausible(wall + MAX_DRIFT_MS)).toBe(true);
  expect(clock.plausible(wall + MAX_DRIFT_MS + 1)).toBe(false);
});

it('closes a link at the third change with refusals, or at once for a flood', () => {
  const tally = new RefusalTally();
  const refused = (n: number, why: RefusalReason = 'badSignature'): RefusalReason[] =>
    Array.from({ length: n }, () => why);
  const start = 1_000_000;
  expect(tally.count('till-2', refused(1), start)).toBe(false);
  // One long ago no longer counts.
  expect(tally.count('till-2', refused(1), start + STRIKE_WINDOW_MS)).toBe(false);
  expect(tally.count('till-2', refused(1), start + STRIKE_WINDOW_MS + 1)).toBe(false);
  expect(tally.keptAway('till-2', start + STRIKE_WINDOW_MS + 1)).toBe(false);
  const closedAt = start + STRIKE_WINDOW_MS + 2;
  expect(tally.count('till-2', refused(2), closedAt)).toBe(true);
  expect(tally.refusedFrom('till-2')).toBe(5);
  expect(tally.keptAway('till-2', closedAt + KEPT_AWAY_MS - 1)).toBe(true);
  expect(tally.keptAway('till-2', closedAt + KEPT_AWAY_MS)).toBe(false);
  expect(tally.backFromAway(closedAt + KEPT_AWAY_MS - 1)).toBe(false);
  expect(tally.backFromAway(closedAt + KEPT_AWAY_MS)).toBe(true);
  expect(tally.backFromAway(closedAt + KEPT_AWAY_MS)).toBe(false);
  expect(tally.count('till-3', refused(FLOOD), start)).toBe(true);
  // Entries a link only relayed in good faith are shown, and never close it.
  for (let i = 0; i < STRIKES; i++) {
    expect(tally.count('till-5', refused(1, 'forgottenWriter'), start)).toBe(false);
  }
  expect(tally.count('till-5', refused(FLOOD, 'forgottenWriter'), start)).toBe(false);
  expect(tally.refusedFrom('till-5')).toBe(STRIKES + FLOOD);
  expect(tally.count('till-5', refused(1), start)).toBe(false);
  expect(tally.refusedFrom('till-4')).toBe(0);
});
