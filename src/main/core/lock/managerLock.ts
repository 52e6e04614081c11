// The manager lock: a PIN, kept only as a scrypt hash in an owner-only file in main, that opens
// the manager's screens for a while. Wrong PINs are counted in the same file, so a restart does
// not reset the wait that follows too many of them.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { AppError } from '@shared/ipc/errors';
import { countOf, durationOf } from '@shared/words/plural';
import type { LockView, Role } from '@shared/ipc/views';
import type { Actor } from '@shared/ipc/staffContract';
import { COST, MAX_MEMORY, readPinFile, writePinFile, type PinFileState } from './pinFile';

const scrypt = promisify(scryptCallback) as (
  pin: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_BYTES = 32;
/** Wrong PINs allowed before a wait; each further wrong one doubles it, up to the longest. */
export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** The manager's screens lock again this long after the last thing a manager did. */
export const UNLOCKED_FOR_MS = 10 * 60_000;

/** When the lock's expiry is looked at; the core's clock says whether it has come. */
export interface LockTimer {
  set(ms: number, fire: () => void): () => void;
}
const realTimer: LockTimer = {
  set: (ms, fire) => {
    const timer = setTimeout(fire, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface ManagerLockOptions {
  onChange?: (view: LockView) => void;
  unlockedForMs?: number;
  timer?: LockTimer;
}

export class ManagerLock {
  private unlockedUntil = 0;
  /** The file as last read or written: only this process writes it, and every journal line asks. */
  private known: PinFileState | null = null;
  /** Unlocks are judged one at a time, so no guess is hashed while another may start a wait. */
  private judging: Promise<unknown> = Promise.resolve();
  private cancelExpiry: (() => void) | null = null;
  private readonly onChange: (view: LockView) => void;
  private readonly unlockedForMs: number;
  private readonly timer: LockTimer;

  constructor(
    private readonly file: string,
    private readonly now: () => Date,
    options: ManagerLockOptions = {},
  ) {
    this.onChange = options.onChange ?? (() => undefined);
    this.unlockedForMs = options.unlockedForMs ?? UNLOCKED_FOR_MS;
    this.timer = options.timer ?? realTimer;
  }

  private state(): PinFileState {
    this.known ??= readPinFile(this.file);
    return this.known;
  }

  view(): LockView {
    const state = this.state();
    const now = this.now().getTime();
    if (state.kind === 'damaged') {
      return { pinSet: true, unlocked: false, waitUntil: null, problem: state.problem };
    }
    const waitUntil = state.kind === 'set' ? state.pin.waitUntil : null;
    return {
      pinSet: state.kind === 'set',
      unlocked: state.kind === 'none' || now < this.unlockedUntil,
      waitUntil: waitUntil && waitUntil > now ? new Date(waitUntil).toISOString() : null,
      problem: null,
    };
  }

  /** Who is acting now, for the journal: a manager while open (or with no PIN set). Never throws. */
  role(): Role {
    return this.view().unlocked ? 'manager' : 'cashier';
  }

  /** Who is acting now, for the journal: the role, and no person (one shared PIN names nobody). */
  actor(): Actor {
    return { role: this.role(), staffId: null, name: null };
  }

  /** Refuses a manager's action while locked; a manager's action keeps the lock open. */
  require(what: string): void {
    const view = this.view();
    if (!view.unlocked) {
      const message = view.problem
        ? `${what} needs the manager PIN. ${view.problem}`
        : `${what} needs the manager PIN.`;
      throw new AppError('forbidden', message, { lock: 'manager' });
    }
    if (this.state().kind === 'set') this.openUntil(this.now().getTime() + this.unlockedForMs);
  }

  unlock(pin: string): Promise<LockView> {
    const turn = this.judging.then(() => this.judge(pin));
    this.judging = turn.catch(() => undefined);
    return turn;
  }

  private async judge(pin: string): Promise<LockView> {
    const state = this.state();
    if (state.kind === 'none') return this.view();
    if (state.kind === 'damaged') throw new AppError('forbidden', state.problem);
    const current = state.pin;
    const now = this.now().getTime();
    if (current.waitUntil && current.waitUntil > now) {
      throw new AppError('rateLimited', waitMessage(current.waitUntil - now), {
        waitUntil: new Date(current.waitUntil).toISOString(),
      });
    }
    // Counted as wrong on disk before hashing: a crash or a kill while hashing still counts it.
    const wrongTries = current.wrongTries + 1;
    const over = wrongTries - FREE_TRIES;
    const waitUntil = over >= 0 ? now + Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS) : null;
    this.write({ ...current, wrongTries, waitUntil });
    const given = await scrypt(pin, Buffer.from(current.salt, 'hex'), KEY_BYTES, {
      ...current.cost,
      maxmem: MAX_MEMORY,
    });
    if (timingSafeEqual(given, Buffer.from(current.hash, 'hex'))) {
      this.write({ ...current, wrongTries: 0, waitUntil: null });
      this.openUntil(this.now().getTime() + this.unlockedForMs);
      return this.changed();
    }
    this.changed();
    throw new AppError(
      'forbidden',
      waitUntil
        ? `That PIN is not right. ${waitMessage(waitUntil - now)}`
        : `That PIN is not right; ${countOf(FREE_TRIES - wrongTries, MORE_TRIES)} before a wait.`,
      waitUntil ? { waitUntil: new Date(waitUntil).toISOString() } : undefined,
    );
  }

  lock(): LockView {
    this.close();
    return this.changed();
  }

  /**
   * Sets, changes or (with null) removes the PIN: open to anyone while none is set, else only
   * while a manager has the lock open.
   */
  async setPin(pin: string | null): Promise<LockView> {
    if (this.state().kind !== 'none') this.require('Changing the manager PIN');
    if (pin === null) {
      rmSync(this.file, { force: true });
      this.known = { kind: 'none' };
      this.close();
      return this.changed();
    }
    const salt = randomBytes(16);
    const hash = await scrypt(pin, salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
    this.write({
      salt: salt.toString('hex'),
      hash: hash.toString('hex'),
      cost: { ...COST },
      wrongTries: 0,
      waitUntil: null,
    });
    this.openUntil(this.now().getTime() + this.unlockedForMs);
    return this.changed();
  }

  /** Stops the expiry timer (the core is closing). */
  dispose(): void {
    this.cancelExpiry?.();
    this.cancelExpiry = null;
  }

  private write(pin: Extract<PinFileState, { kind: 'set' }>['pin']): void {
    writePinFile(this.file, pin);
    this.known = { kind: 'set', pin };
  }

  private close(): void {
    this.unlockedUntil = 0;
    this.dispose();
  }

  /** Opens until `until`, and says so to every screen when that time comes. */
  private openUntil(until: number): void {
    this.unlockedUntil = until;
    if (this.cancelExpiry) return;
    this.watchExpiry();
  }

  private watchExpiry(): void {
    const left = this.unlockedUntil - this.now().getTime();
    this.cancelExpiry = this.timer.set(Math.max(left, 0), () => {
      this.cancelExpiry = null;
      if (this.unlockedUntil === 0) return;
      // A manager's action since moved the time on: look again then.
      if (this.now().getTime() < this.unlockedUntil) return this.watchExpiry();
      this.unlockedUntil = 0;
      this.changed();
    });
  }

  private changed(): LockView {
    const view = this.view();
    this.onChange(view);
    return view;
  }
}

const MORE_TRIES = { one: 'more try', other: 'more tries' };

function waitMessage(ms: number): string {
  return `Too many wrong PINs: try again in ${durationOf(ms)}.`;
}
