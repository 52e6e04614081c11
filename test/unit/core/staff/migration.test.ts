// The upgrade from one manager PIN: it becomes the owner "Owner" with the same hash and wait, and
// a crash between writing the staff file and removing the old file loses nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPin } from '../../../../src/main/core/staff/pinHash';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { refusal, staffSetUp } from './staffSetUp';

async function legacyPin(
  file: string,
  pin: string,
  wait: { wrongTries: number; waitUntil: number | null },
) {
  // Kept by an earlier version: plain scrypt, no key.
  const hashed = await hashPin(pin, PinKey.inMemory(null));
  writeFileSync(file, JSON.stringify({ ...hashed, ...wait }));
  return hashed;
}

describe('the manager PIN upgrade', () => {
  it('makes the manager PIN the first owner, with the same hash, and removes the old file', async () => {
    const { open, file, legacyFile } = staffSetUp();
    const hashed = await legacyPin(legacyFile, '5150', { wrongTries: 2, waitUntil: null });
    const session = open();
    const [owner] = session.roster.people();
    expect(owner).toMatchObject({ name: 'Owner', role: 'owner', pin: hashed, wrongTries: 2 });
    expect(existsSync(legacyFile)).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8')).policy).toEqual({
      idleMinutes: 10,
      anyCashier: true,
    });
    // Today's open counter stays open; the old PIN signs the owner in.
    expect(session.view()).toMatchObject({ whenNobody: 'anyCashier', role: 'cashier' });
    expect((await session.signInByPin(owner!.id, '5150')).role).toBe('owner');
  });

  it('keeps a wait that was running when the station was upgraded', async () => {
    const { open, legacyFile, clock } = staffSetUp();
    const waitUntil = clock.now().getTime() + 60_000;
    await legacyPin(legacyFile, '5150', { wrongTries: 6, waitUntil });
    const session = open();
    const owner = session.roster.people()[0]!;
    expect((await refusal(session.signInByPin(owner.id, '5150'))).kind).toBe('rateLimited');
  });

  it('after a crash between the two steps, keeps the staff file and removes the old one', async () => {
    const { open, file, legacyFile } = staffSetUp();
    await legacyPin(legacyFile, '5150', { wrongTries: 0, waitUntil: null });
    const kept = readFileSync(legacyFile, 'utf8');
    const upgraded = open().roster;
    const ownerId = upgraded.people()[0]!.id;
    await upgraded.add('Bo', 'cashier', '2468');
    // As if the process died after the staff file was written and before the old one went.
    writeFileSync(legacyFile, kept);
    const again = open().roster;
    expect(again.people().map((p) => [p.id, p.name])).toEqual([
      [ownerId, 'Owner'],
      [expect.any(String), 'Bo'],
    ]);
    expect(existsSync(legacyFile)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('leaves a damaged old file in place and says how to set it right', () => {
    const { open, legacyFile } = staffSetUp();
    writeFileSync(legacyFile, 'not json');
    const session = open();
    expect(session.view().problem).toContain(legacyFile);
    expect(session.view().role).toBe('cashier');
    expect(existsSync(legacyFile)).toBe(true);
  });
});
