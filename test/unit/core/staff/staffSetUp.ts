// A staff file in a fresh folder, and a clock the test moves that fires the idle timer.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import type { SessionView } from '@shared/ipc/staffContract';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { StaffRoster } from '../../../../src/main/core/staff/roster';
import { StaffSession } from '../../../../src/main/core/staff/session';
import { movableClock } from '../../../support/movableClock';

/** `pinKey`: the store's PIN key for every instance opened here (none: a store without one). */
export function staffSetUp(pinKey: PinKey = PinKey.inMemory(null)) {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-staff-'));
  const file = join(dir, 'staff.json');
  const legacyFile = join(dir, 'manager-pin.json');
  const clock = movableClock(Date.parse('2026-11-24T09:00:00Z'));
  const announced: SessionView[] = [];
  const open = () => {
    const roster = new StaffRoster(file, legacyFile, clock.now, pinKey);
    return new StaffSession(roster, clock.now, (view) => announced.push(view), clock.timer);
  };
  return { dir, file, legacyFile, clock, open, announced, pinKey };
}

export async function refusal(call: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}
