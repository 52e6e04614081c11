// The staff file: people kept with hashed PINs and badges, waits per person that survive a
// restart, parallel guesses judged one at a time, and the owner's rules for changes.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BADGE_PREFIX } from '@shared/ipc/staffContract';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { FREE_TRIES, StaffRoster, type RosterChange } from '../../../../src/main/core/staff/roster';
import { refusal, staffSetUp } from './staffSetUp';

describe('StaffRoster', () => {
  it('keeps people owner-only, with the PIN as a scrypt hash and never the PIN itself', async () => {
    const { open, file } = staffSetUp();
    const { roster } = open();
    const owner = await roster.add('Ada', 'owner', '482916');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('482916');
    expect(JSON.parse(text).people[0]).toMatchObject({
      id: owner.id,
      name: 'Ada',
      role: 'owner',
      pin: { cost: { N: 32768, r: 8, p: 1 } },
      badgeHash: null,
      wrongTries: 0,
      waitUntil: null,
    });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await roster.judgePin(owner.id, '482916')).name).toBe('Ada');
  });

  it('makes the first person an owner, keeps names unique and the last owner an owner', async () => {
    const { open } = staffSetUp();
    const { roster } = open();
    expect((await refusal(roster.add('Bo', 'cashier', '1111'))).message).toMatch(/owner/);
    const ada = await roster.add('Ada', 'owner', '1111');
    const bo = await roster.add('Bo', 'cashier', '2222');
    expect((await refusal(roster.add(' ada ', 'manager', '3333'))).message).toContain(
      'already called',
    );
    expect((await refusal(roster.update(bo.id, { name: 'ADA' }))).kind).toBe('invalid');
    expect((await refusal(roster.update(ada.id, { role: 'manager' }))).message).toContain(
      'only owner',
    );
    expect((await refusal(() => roster.remove(ada.id))).message).toContain('only owner');
    await roster.update(bo.id, { role: 'owner' });
    await roster.update(ada.id, { role: 'manager' });
    roster.remove(ada.id);
    expect(roster.people().map((p) => p.name)).toEqual(['Bo']);
  });

  it('counts wrong PINs per person and keeps each wait across a new instance on the file', async () => {
    const { open, clock } = staffSetUp();
    const first = open().roster;
    const ada = await first.add('Ada', 'owner', '1357');
    const bo = await first.add('Bo', 'cashier', '2468');
    for (let i = 1; i < FREE_TRIES; i++) {
      expect((await refusal(first.judgePin(ada.id, '0000'))).message).toContain('before a wait');
    }
    expect((await refusal(first.judgePin(ada.id, '0000'))).message).toContain(
      'try again in 30 seconds',
    );
    // Restarted: Ada still waits, Bo was never made to.
    const again = open().roster;
    expect((await refusal(again.judgePin(ada.id, '1357'))).kind).toBe('rateLimited');
    expect((await again.judgePin(bo.id, '2468')).name).toBe('Bo');
    clock.advance(31_000);
    expect((await refusal(again.judgePin(ada.id, '9999'))).message).toContain(
      'try again in 60 seconds',
    );
    clock.advance(61_000);
    expect((await again.judgePin(ada.id, '1357')).wrongTries).toBe(0);
  });

  it('judges 20 parallel wrong PINs one at a time, all counted, and refuses the right one during the wait', async () => {
    const { open } = staffSetUp();
    const { roster } = open();
    const ada = await roster.add('Ada', 'owner', '7391');
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => roster.judgePin(ada.id, String(2000 + i))),
    );
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    const kinds = answers.map((a) => (a as PromiseRejectedResult).reason.kind);
    // The free tries and the one that starts the wait are hashed; the rest meet the wait.
    expect(kinds.filter((k) => k === 'forbidden')).toHaveLength(FREE_TRIES);
    expect(kinds.filter((k) => k === 'rateLimited')).toHaveLength(20 - FREE_TRIES);
    expect(roster.find(ada.id)?.wrongTries).toBe(FREE_TRIES);
    expect((await refusal(roster.judgePin(ada.id, '7391'))).kind).toBe('rateLimited');
  });

  it('issues badges of at least 100 random bits, kept only as a digest, and matches them', async () => {
    const { open, file } = staffSetUp();
    const { roster } = open();
    const ada = await roster.add('Ada', 'owner', '1111');
    const { badge } = roster.issueBadge(ada.id);
    expect(badge.startsWith(BADGE_PREFIX)).toBe(true);
    expect(badge.slice(BADGE_PREFIX.length)).toMatch(/^[A-Z2-7]{26}$/);
    expect(readFileSync(file, 'utf8')).not.toContain(badge);
    expect(roster.matchBadge(` ${badge} `).id).toBe(ada.id);
    const next = roster.issueBadge(ada.id).badge;
    expect(next).not.toBe(badge);
    expect((await refusal(() => roster.matchBadge(badge))).kind).toBe('forbidden');
    roster.clearBadge(ada.id);
    expect((await refusal(() => roster.matchBadge(next))).message).toContain('not known');
  });

  it('reads a damaged file as a problem, never a throw, and changes nothing', async () => {
    const { open, file } = staffSetUp();
    writeFileSync(file, '{"version":1,"people":[{"name":"x"}]}');
    const { roster } = open();
    expect(roster.problem).toContain('staff file cannot be read');
    expect(roster.people()).toEqual([]);
    expect((await refusal(roster.add('Ada', 'owner', '1111'))).kind).toBe('forbidden');
    expect(readFileSync(file, 'utf8')).toContain('"x"');
  });
});

describe('a PIN hash kept before the store had a key', () => {
  it('is wrapped at the person’s next right sign-in, here and for the store, and still works', async () => {
    const before = staffSetUp();
    const { roster: old } = before.open();
    const ada = await old.add('Ada', 'owner', '4826');
    const plain = ada.pin;
    // The same staff file, opened by a till that now holds the store's key.
    const key = PinKey.inMemory();
    const roster = new StaffRoster(before.file, before.legacyFile, before.clock.now, key);
    // Taken plain from the store, not wrapped by taking it: the sign-in still wraps it.
    roster.adopt([{ ...ada }]);
    const told: RosterChange[] = [];
    roster.onChange((change) => told.push(change));
    // A wrong PIN upgrades nothing.
    await refusal(roster.judgePin(ada.id, '0000'));
    expect(roster.find(ada.id)!.pin).toEqual(plain);
    expect(told).toEqual([]);
    before.clock.advance(60_000);
    await roster.judgePin(ada.id, '4826');
    const upgraded = roster.find(ada.id)!;
    expect(upgraded.pin).toMatchObject({ salt: plain.salt, key: key.id });
    expect(upgraded.pin.hash).not.toBe(plain.hash);
    expect(upgraded.updatedAt! > ada.updatedAt!).toBe(true);
    expect(upgraded.wrongTries).toBe(0);
    // Kept on disk, and told to the store once, so the shared entry is wrapped too.
    expect(JSON.parse(readFileSync(before.file, 'utf8')).people[0].pin).toEqual(upgraded.pin);
    expect(told).toEqual([{ person: upgraded, removed: false }]);
    await roster.judgePin(ada.id, '4826');
    expect(told).toHaveLength(1);
    await refusal(roster.judgePin(ada.id, '4827'));
    // A new PIN is wrapped from the start.
    const bo = await roster.add('Bo', 'cashier', '5555');
    expect(bo.pin.key).toBe(key.id);
  });
});

describe('every PIN hash kept before the store had a key', () => {
  it('is wrapped as soon as a till holding the key opens the file, with no PIN, and still works', async () => {
    const before = staffSetUp();
    const { roster: old } = before.open();
    const ada = await old.add('Ada', 'owner', '4826');
    const bo = await old.add('Bo', 'cashier', '5555');
    // A short owner's PIN: she is asked to change it, before and after the wrap.
    await old.judgePin(ada.id, '4826');
    expect(old.find(ada.id)!.shortPin).toBe(true);
    before.clock.advance(60_000);
    const key = PinKey.inMemory();
    const roster = new StaffRoster(before.file, before.legacyFile, before.clock.now, key);
    const onDisk = JSON.parse(readFileSync(before.file, 'utf8')) as {
      people: { id: string; pin: { salt: string; hash: string; key?: string } }[];
    };
    for (const plain of [ada, bo]) {
      const kept = onDisk.people.find((person) => person.id === plain.id)!.pin;
      expect(kept).toMatchObject({ salt: plain.pin.salt, key: key.id });
      expect(kept.hash).not.toBe(plain.pin.hash);
      expect(roster.find(plain.id)!.updatedAt! > plain.updatedAt!).toBe(true);
    }
    expect(roster.find(ada.id)!.shortPin).toBe(true);
    expect((await roster.judgePin(bo.id, '5555')).name).toBe('Bo');
    await refusal(roster.judgePin(bo.id, '5556'));
    // Opened again, nothing is left to wrap.
    const again = new StaffRoster(before.file, before.legacyFile, before.clock.now, key);
    expect(again.wrapKept()).toEqual([]);
  });

  it('wraps a plain hash taken from the store and tells the store, once', async () => {
    const before = staffSetUp();
    const ada = await before.open().roster.add('Ada', 'owner', '482611');
    const key = PinKey.inMemory();
    const roster = new StaffRoster(before.file, before.legacyFile, before.clock.now, key);
    roster.adopt([{ ...ada }]);
    const told: RosterChange[] = [];
    roster.onChange((change) => told.push(change));
    const wrappedNow = roster.wrapKept();
    expect(wrappedNow.map((person) => person.pin.key)).toEqual([key.id]);
    expect(told).toEqual([{ person: wrappedNow[0], removed: false }]);
    expect(roster.wrapKept()).toEqual([]);
    expect(told).toHaveLength(1);
  });

  it('wraps nothing on a till with no key', async () => {
    const before = staffSetUp();
    const ada = await before.open().roster.add('Ada', 'owner', '482611');
    const roster = new StaffRoster(before.file, before.legacyFile, before.clock.now, before.pinKey);
    expect(roster.wrapKept()).toEqual([]);
    expect(roster.find(ada.id)!.pin).toEqual(ada.pin);
  });
});
