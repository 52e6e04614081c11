// Each entry of a peer's change is judged on its own: it stands when honest, and is refused with
// one reason for each way it can be wrong (its shape, size, vouch, writer, signature, time, owner,
// the role of the person who vouched, the caps, the delete rule). An entry whose writer is not
// known here yet waits instead of being judged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PinKey } from '../../../../../src/main/core/staff/pinKey';
import { loadIdentity } from '../../../../../src/main/core/store/link/identity';
import {
  EntryJudge,
  type EntryChange,
  type Hearing,
} from '../../../../../src/main/core/store/replicated/entryJudge';
import {
  HybridClock,
  MAX_DRIFT_MS,
} from '../../../../../src/main/core/store/replicated/hybridClock';
import { RECORD_TYPES } from '../../../../../src/main/core/store/replicated/recordTypes';
import { VouchSigner } from '../../../../../src/main/core/store/replicated/vouch';
import { SHARED_MAPS, sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { memorySeal } from '../../../../support/memorySeal';

const root = mkdtempSync(join(tmpdir(), 'passdesk-judge-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const STORE = 'store-1';
const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const OWNER = '5b0c8a64-8a5e-4d8e-9a57-0d1c2f3e4a5b';
const pinKey = PinKey.load(join(root, 'pin-key.json'), memorySeal(), false);

async function identityOf(stationId: string) {
  const path = join(root, `${stationId}.json`);
  return (await loadIdentity(path, stationId, undefined, new Date(NOW))).identity;
}

const certDer = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

let signers: Record<'a' | 'b' | 'c' | 'f', VouchSigner>;
let doc: Y.Doc;
let judge: EntryJudge;

beforeAll(async () => {
  const ids = { a: await identityOf('till-a'), b: await identityOf('till-b') };
  const stranger = await identityOf('till-c');
  const forgotten = await identityOf('till-f');
  signers = {
    f: new VouchSigner(forgotten.key, 'till-f'),
    a: new VouchSigner(ids.a.key, 'till-a'),
    b: new VouchSigner(ids.b.key, 'till-b'),
    c: new VouchSigner(stranger.key, 'till-c'),
  };
  // Till A judges: it pinned B; C wrote its certificate into the document but was never paired.
  const pinned = new Map([
    ['till-a', ids.a.fingerprint],
    ['till-b', ids.b.fingerprint],
  ]);
  doc = new Y.Doc();
  sharedMap(doc, 'certificates').set('till-b', { cert: certDer(ids.b.cert) });
  sharedMap(doc, 'certificates').set('till-c', { cert: certDer(stranger.cert) });
  judge = new EntryJudge(doc, new HybridClock(() => NOW), {
    stationId: 'till-a',
    now: () => NOW,
    staff: () => [{ id: OWNER, role: 'owner' }],
    pinKey,
    roster: {
      storeId: STORE,
      get: (id) =>
        id === 'till-f'
          ? { fingerprint: forgotten.fingerprint, forgotten: true }
          : pinned.has(id)
            ? { fingerprint: pinned.get(id)! }
            : undefined,
    },
  });
});

const hearing = (): Hearing => ({
  carrier: 'till-b',
  erasing: false,
  standing: (name, key) => sharedMap(doc, name).get(key),
  unjudgedStaff: null,
});
const added: EntryChange = { action: 'add', oldValue: undefined };

function visit(stationId: string, changes: Record<string, unknown> = {}) {
  return {
    customerId: 'm-1',
    dynamicPassId: 'pass-1',
    stationId,
    stationName: 'Till',
    seq: 1,
    countBefore: 2,
    countAfter: 3,
    priorRedemption: null,
    override: null,
    at: new Date(NOW).toISOString(),
    kind: 'stamp',
    staffName: null,
    ...changes,
  };
}

/** A value as `till` vouches for it, at `at` by its clock. */
function signed(
  till: keyof typeof signers,
  name: keyof typeof SHARED_MAPS,
  key: string,
  value: Record<string, unknown>,
  { person = null as string | null, at = NOW } = {},
) {
  return signers[till].vouchFor(name, key, value, person, { at, n: 0 });
}

const writeOf = (
  name: keyof typeof SHARED_MAPS,
  key: string,
  value: unknown,
  counted?: ReadonlyMap<string, number>,
) => judge.write(name, key, value, added, hearing(), counted);

it("lets a pinned till's honest entry stand", () => {
  expect(writeOf('visits', 'v-1', signed('b', 'visits', 'v-1', visit('till-b')))).toBeNull();
});

it('refuses an entry by its shape or size, before its vouch is read', () => {
  const long = 'v'.repeat(301);
  expect(writeOf('visits', long, signed('b', 'visits', long, visit('till-b')))).toBe('shape');
  expect(writeOf('visits', 'v-2', ['not', 'an', 'object'])).toBe('shape');
  const wrong = signed('b', 'visits', 'v-2', visit('till-b', { countAfter: 'three' }));
  expect(writeOf('visits', 'v-2', wrong)).toBe('shape');
  const padded = visit('till-b', { staffName: 'x'.repeat(RECORD_TYPES.visits.caps.chars) });
  expect(writeOf('visits', 'v-2', signed('b', 'visits', 'v-2', padded))).toBe('tooLarge');
});

it('refuses an entry with no vouch, by a station not pinned, or whose signature fails', () => {
  expect(writeOf('visits', 'v-3', visit('till-b'))).toBe('unsigned');
  const stranger = signed('c', 'visits', 'v-3', visit('till-c'));
  expect(writeOf('visits', 'v-3', stranger)).toBe('unknownWriter');
  const altered = { ...signed('b', 'visits', 'v-3', visit('till-b')), countAfter: 10 };
  expect(writeOf('visits', 'v-3', altered)).toBe('badSignature');
  const elsewhere = signed('b', 'visits', 'v-other', visit('till-b'));
  expect(writeOf('visits', 'v-3', elsewhere)).toBe('badSignature');
});

it("undoes a forgotten till's entry, not held against a till that relayed it", () => {
  const theirs = signed('f', 'visits', 'v-f', visit('till-f'));
  // Carried by B, which may not have learned of the forgetting yet.
  expect(writeOf('visits', 'v-f', theirs)).toBe('forgottenWriter');
  // Sent by the forgotten till itself: its own doing.
  const itself = judge.write(
    'visits',
    'v-f',
    theirs,
    added,
    { ...hearing(), carrier: 'till-f' },
    undefined,
  );
  expect(itself).toBe('unknownWriter');
});

it('refuses an entry dated ahead of this clock by more than the drift, by vouch or by field', () => {
  const ahead = NOW + MAX_DRIFT_MS + 1;
  const byVouch = signed('b', 'visits', 'v-4', visit('till-b'), { at: ahead });
  expect(writeOf('visits', 'v-4', byVouch)).toBe('future');
  const byField = visit('till-b', { at: new Date(ahead).toISOString() });
  expect(writeOf('visits', 'v-4', signed('b', 'visits', 'v-4', byField))).toBe('future');
  const within = signed('b', 'visits', 'v-4', visit('till-b'), { at: NOW + MAX_DRIFT_MS });
  expect(writeOf('visits', 'v-4', within)).toBeNull();
});

it("refuses a till's entry in another's name, new or over the other's", () => {
  const forged = signed('b', 'visits', 'v-5', visit('till-a'));
  expect(writeOf('visits', 'v-5', forged)).toBe('notTheirs');
  const theirs = signed('a', 'visits', 'v-5', visit('till-a'));
  const over = signed('b', 'visits', 'v-5', visit('till-b'));
  const change: EntryChange = { action: 'update', oldValue: theirs };
  expect(judge.write('visits', 'v-5', over, change, hearing(), undefined)).toBe('notTheirs');
});

it('refuses a setting vouched for by nobody, or by a person unknown, once the store has an owner', () => {
  const setting = { value: 30, at: new Date(NOW).toISOString(), stationId: 'till-b' };
  const by = (person: string | null) =>
    writeOf(
      'settings',
      'cooldownSeconds',
      signed('b', 'settings', 'cooldownSeconds', setting, { person }),
    );
  expect(by(null)).toBe('notAllowed');
  expect(by('3f0e4b7c-1d2a-4c5b-8e9f-0a1b2c3d4e5f')).toBe('notAllowed');
  expect(by(OWNER)).toBeNull();
});

it("refuses a new entry past the caps on the writer's entries or the map's", () => {
  const value = signed('b', 'visits', 'v-6', visit('till-b'));
  const cap = RECORD_TYPES.visits.caps;
  expect(writeOf('visits', 'v-6', value, new Map([['till-b', cap.perStation]]))).toBeNull();
  expect(writeOf('visits', 'v-6', value, new Map([['till-b', cap.perStation + 1]]))).toBe(
    'overCap',
  );
  expect(writeOf('visits', 'v-6', value, new Map([['till-x', cap.perMap + 1]]))).toBe('overCap');
});

it("refuses a deletion its record's rule does not allow, and lets a till take back its own", () => {
  const station = {
    storeId: STORE,
    fingerprint: 'f'.repeat(64),
    pairedAt: new Date(NOW).toISOString(),
  };
  const paired = signed('b', 'stations', 'till-d', station);
  expect(judge.deletion('stations', 'till-d', paired, hearing())).toBe('deletion');
  const ownVisit = signed('b', 'visits', 'v-7', visit('till-b'));
  expect(judge.deletion('visits', 'v-7', ownVisit, hearing())).toBeNull();
  const othersVisit = signed('c', 'visits', 'v-8', visit('till-c'));
  expect(judge.deletion('visits', 'v-8', othersVisit, hearing())).toBe('deletion');
  const mine = signed('a', 'stations', 'till-a', station);
  expect(judge.deletion('stations', 'till-a', mine, hearing())).toBeNull();
});

it('has an entry wait while its writer is not known here, unless the update brings it', () => {
  const entry = (till: 'b' | 'c') => ({
    map: SHARED_MAPS.visits,
    key: 'v-9',
    value: signed(till, 'visits', 'v-9', visit(`till-${till}`)),
  });
  expect(judge.waitsOn([entry('b')])).toBe(false);
  expect(judge.waitsOn([entry('c')])).toBe(true);
  const pairing = { map: SHARED_MAPS.stations, key: 'till-c', value: {} };
  const certificate = { map: SHARED_MAPS.certificates, key: 'till-c', value: {} };
  expect(judge.waitsOn([entry('c'), pairing, certificate])).toBe(false);
});
