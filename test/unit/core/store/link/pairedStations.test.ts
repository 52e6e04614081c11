// The store's roster: kept owner-only, a damaged file a problem and never a crash, and a
// forgetting that no peer's older view can undo.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { StationsMirror } from '../../../../../src/main/core/store/link/mirror';
import { prevails, StationRoster } from '../../../../../src/main/core/store/link/pairedStations';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';

const FP = 'a'.repeat(64);
const dir = () => mkdtempSync(join(tmpdir(), 'passdesk-roster-'));

it('keeps the store, its stations and the sharing switch across a restart, owner-only', () => {
  const path = join(dir(), 'store.json');
  const roster = new StationRoster(path);
  roster.found({
    stationId: 'a',
    name: 'Till A',
    fingerprint: FP,
    pairedAt: '2026-01-01T00:00:00Z',
  });
  roster.sharing = false;
  roster.save();
  expect(statSync(path).mode & 0o777).toBe(0o600);
  const again = new StationRoster(path);
  expect(again.storeId).toBe(roster.storeId);
  expect(again.sharing).toBe(false);
  expect(again.trusted(FP)?.name).toBe('Till A');
});

it('reads a damaged file as a problem, keeps it beside, and starts empty', () => {
  const path = join(dir(), 'store.json');
  writeFileSync(path, '{"version":1,"storeId":');
  const roster = new StationRoster(path);
  expect(roster.problem).toMatch(/could not be read/);
  expect(roster.storeId).toBeNull();
  expect(readFileSync(`${path}.damaged`, 'utf8')).toBe('{"version":1,"storeId":');
  writeFileSync(
    path,
    JSON.stringify({ version: 1, storeId: 's', sharing: true, stations: [{ stationId: 'x' }] }),
  );
  expect(new StationRoster(path).problem).toMatch(/could not be read/);
});

it('lets a forgetting prevail at the same pairing, and a later pairing prevail over it', () => {
  const paired = {
    name: 'Till B',
    fingerprint: FP,
    pairedAt: '2026-01-01T00:00:00Z',
    storeId: 's1',
  };
  const forgotten = { ...paired, forgotten: true };
  expect(prevails(forgotten, paired)).toBe(true);
  expect(prevails(paired, forgotten)).toBe(false);
  expect(prevails({ ...paired, pairedAt: '2026-02-01T00:00:00Z' }, forgotten)).toBe(true);
  const roster = new StationRoster(join(dir(), 'store.json'));
  roster.storeId = 's1';
  expect(roster.merge('b', paired)).toBe(true);
  expect(roster.merge('b', forgotten)).toBe(true);
  expect(roster.merge('b', paired)).toBe(false);
  expect(roster.trusted(FP)).toBeUndefined();
});

it('trusts no station of a store it left, when a document of that store is bound again', () => {
  const roster = new StationRoster(join(dir(), 'store.json'));
  roster.storeId = 'new-store';
  roster.put({
    stationId: 'x',
    name: 'Till X',
    fingerprint: 'b'.repeat(64),
    pairedAt: '2026-02-01T00:00:00Z',
    address: null,
  });
  // The other mode's document, last bound while this station was in the old store.
  const doc = new Y.Doc();
  const map = sharedMap(doc, 'stations');
  map.set('old', {
    name: 'Old till',
    fingerprint: FP,
    pairedAt: '2026-01-01T00:00:00Z',
    storeId: 'old-store',
  });
  map.set('bare', { name: 'Bare', fingerprint: 'c'.repeat(64), pairedAt: '2026-01-01T00:00:00Z' });
  const mirror = new StationsMirror(roster, () => undefined);
  mirror.bind(doc);
  expect(roster.trusted(FP)).toBeUndefined();
  expect(roster.trusted('c'.repeat(64))).toBeUndefined();
  expect(map.get('x')).toMatchObject({ name: 'Till X', storeId: 'new-store' });
});
