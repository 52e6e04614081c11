// The manager lock: a PIN, kept only as a scrypt hash in an owner-only file in main, that opens
// the manager's screens for a while. Wrong PINs are counted in the same file, so a restart does
// not reset the wait that follows too many of them.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { z } from 'zod';
import { AppError } from '@shared/ipc/errors';
import { countOf, durationOf } from '@shared/words/plural';
import type { LockView, Role } from '@shared/ipc/views';
import { writePrivateFile } from '../settings/privateFile';

const scrypt = promisify(scryptCallback) as (
  pin: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** About 50 ms a guess on a desktop: nothing for a person, a wall for a list of every PIN. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
/** Wrong PINs allowed before a wait; each further wrong one doubles it, up to the longest. */
export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** The manager's screens lock again this long after the last thing a manager did. */
export const UNLOCKED_FOR_MS = 10 * 60_000;

const stored = z.object({
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  cost: z.object({ N: z.number().int(), r: z.number().int(), p: z.number().int() }),
  wrongTries: z.number().int().min(0),
  waitUntil: z.number().nullable(),
});
type Stored = z.infer<typeof stored>;

export class ManagerLock {
  private unlockedUntil = 0;
  /** The file as last read or written: only this process writes it, and every journal line asks. */
  private known: { stored: Stored | null } | null = null;

  constructor(
    private readonly file: string,
    private readonly now: () => Date,
    private readonly onChange: (view: LockView) => void = () => undefined,
  ) {}

  private read(): Stored | null {
    if (this.known) return this.known.stored;
    const stored = this.readFile();
    this.known = { stored };
    return stored;
  }

  private readFile(): Stored | null {
    if (!existsSync(this.file)) return null;
    let raw: unknown = null;
    try {
      raw = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      // Unreadable as JSON: refused below like any other damage.
    }
    const parsed = stored.safeParse(raw);
    // A damaged PIN file must not open the screens it guards: it locks until a manager resets it.
    if (!parsed.success) {
      throw new AppError(
        'internal',
        `The manager PIN file ${this.file} cannot be read; remove it to set a new PIN.`,
      );
    }
    return parsed.data;
  }

  private write(next: Stored): void {
    writePrivateFile(this.file, JSON.stringify(next));
    this.known = { stored: next };
  }

  view(): LockView {
    const pin = this.read();
    const now = this.now().getTime();
    return {
      pinSet: pin !== null,
      unlocked: pin === null || now < this.unlockedUntil,
      waitUntil:
        pin?.waitUntil && pin.waitUntil > now ? new Date(pin.waitUntil).toISOString() : null,
    };
  }

  /** Who is acting now, for the journal: a manager while open (or with no PIN set). */
  role(): Role {
    return this.view().unlocked ? 'manager' : 'cashier';
  }

  /** Refuses a manager's action while locked; a manager's action keeps the lock open. */
  require(what: string): void {
    if (!this.view().unlocked) {
      throw new AppError('forbidden', `${what} needs the manager PIN.`, { lock: 'manager' });
    }
    if (this.read() !== null) this.unlockedUntil = this.now().getTime() + UNLOCKED_FOR_MS;
  }

  async unlock(pin: string): Promise<LockView> {
    const current = this.read();
    if (!current) return this.view();
    const now = this.now().getTime();
    if (current.waitUntil && current.waitUntil > now) {
      throw new AppError('rateLimited', waitMessage(current.waitUntil - now), {
        waitUntil: new Date(current.waitUntil).toISOString(),
      });
    }
    const given = await scrypt(pin, Buffer.from(current.salt, 'hex'), KEY_BYTES, {
      ...current.cost,
      maxmem: COST.maxmem,
    });
    // Again: another unlock may have counted a wrong try while this one was hashing.
    const latest = this.read() ?? current;
    if (timingSafeEqual(given, Buffer.from(latest.hash, 'hex'))) {
      this.write({ ...latest, wrongTries: 0, waitUntil: null });
      this.unlockedUntil = now + UNLOCKED_FOR_MS;
      return this.changed();
    }
    const wrongTries = latest.wrongTries + 1;
    const over = wrongTries - FREE_TRIES;
    const waitUntil = over >= 0 ? now + Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS) : null;
    this.write({ ...latest, wrongTries, waitUntil });
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
    this.unlockedUntil = 0;
    return this.changed();
  }

  /**
   * Sets, changes or (with null) removes the PIN: open to anyone while none is set, else only
   * while a manager has the lock open.
   */
  async setPin(pin: string | null): Promise<LockView> {
    if (this.read() !== null) this.require('Changing the manager PIN');
    if (pin === null) {
      rmSync(this.file, { force: true });
      this.known = { stored: null };
      this.unlockedUntil = 0;
      return this.changed();
    }
    const salt = randomBytes(16);
    const hash = await scrypt(pin, salt, KEY_BYTES, COST);
    this.write({
      salt: salt.toString('hex'),
      hash: hash.toString('hex'),
      cost: { N: COST.N, r: COST.r, p: COST.p },
      wrongTries: 0,
      waitUntil: null,
    });
    this.unlockedUntil = this.now().getTime() + UNLOCKED_FOR_MS;
    return this.changed();
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
