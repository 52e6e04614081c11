// Who is signed in at this station (one till, one person), the role in force, and the return to
// the sign-in after the store's idle time. Every channel's guard asks here.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import type { MessageId } from '@shared/i18n/messageId';
import { said } from '@shared/i18n/said';
import { AppError } from '@shared/ipc/errors';
import { mayAct, type LeastRole } from '@shared/ipc/access';
import type { Actor, PinToChange, SessionView, StaffRole } from '@shared/ipc/staffContract';
import type { StaffRoster } from './roster';
import type { StoredPerson } from './staffFile';

/** When the idle time is looked at; the session's clock says whether it has come. */
export interface StaffTimer {
  set(ms: number, fire: () => void): () => void;
}
export const realTimer: StaffTimer = {
  set: (ms, fire) => {
    const timer = setTimeout(fire, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export class StaffSession {
  private personId: string | null = null;
  private lastAction = 0;
  private cancelIdle: (() => void) | null = null;

  constructor(
    readonly roster: StaffRoster,
    private readonly now: () => Date,
    private readonly onChange: (view: SessionView) => void,
    private readonly timer: StaffTimer = realTimer,
    /** Whether a till the owner forgot held the person's PIN as it is now. */
    private readonly heldByForgotten: (person: StoredPerson) => boolean = () => false,
  ) {}

  /** Why the person is asked to change their PIN, until they do; nothing when nothing is asked. */
  private pinToChange(person: StoredPerson): { changePin?: PinToChange } {
    if (this.heldByForgotten(person)) return { changePin: 'exposed' };
    return person.shortPin && person.role !== 'cashier' ? { changePin: 'short' } : {};
  }

  /** The person signed in, unless they left the staff or their idle time has passed. */
  private person(): StoredPerson | null {
    if (this.personId === null) return null;
    const person = this.roster.find(this.personId);
    if (!person || this.idleOver()) {
      this.end();
      // Noticed before the timer: every screen hears it all the same, once this call is answered.
      queueMicrotask(() => this.changed());
      return null;
    }
    return person;
  }

  private idleOver(): boolean {
    const idleMs = this.roster.policy().idleMinutes * 60_000;
    return this.now().getTime() - this.lastAction >= idleMs;
  }

  whenNobody(): SessionView['whenNobody'] {
    if (this.roster.problem) return 'anyCashier';
    if (this.roster.people().length === 0) return 'open';
    return this.roster.policy().anyCashier ? 'anyCashier' : 'signIn';
  }

  /** The role in force: the person's, or what the store allows while nobody is signed in. */
  role(): StaffRole | null {
    const person = this.person();
    if (person) return person.role;
    const nobody = this.whenNobody();
    return nobody === 'open' ? 'owner' : nobody === 'anyCashier' ? 'cashier' : null;
  }

  /** Who is acting now, for the journal. Never throws. */
  actor(): Actor {
    const person = this.person();
    return { role: this.role(), staffId: person?.id ?? null, name: person?.name ?? null };
  }

  view(): SessionView {
    const person = this.person();
    const now = this.now().getTime();
    return {
      person: person && {
        id: person.id,
        name: person.name,
        role: person.role,
        ...this.pinToChange(person),
      },
      whenNobody: this.whenNobody(),
      role: this.role(),
      people: [...this.roster.people()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((p) => ({
          id: p.id,
          name: p.name,
          role: p.role,
          waitUntil: p.waitUntil && p.waitUntil > now ? new Date(p.waitUntil).toISOString() : null,
        })),
      idleMinutes: this.roster.policy().idleMinutes,
      problem: this.roster.problem,
      problemSaid: this.roster.problemSaid,
    };
  }

  /**
   * Refuses `what` unless the role in force holds `least`; a signed-in person's action starts
   * their idle time again.
   */
  require(least: LeastRole, what: MessageId): void {
    if (least === 'open') return;
    const role = this.role();
    if (!mayAct(role, least)) {
      const problem = this.roster.problemSaid;
      if (!problem) throw failure('forbidden', what, { role: least }, { role: least });
      // A damaged staff file is what stops the sign-in: the reader is told that, in their
      // language; the log keeps both sentences.
      const message = `${inEnglish(said(what, { role: least }))} ${inEnglish(problem)}`;
      throw new AppError('forbidden', message, { role: least }, problem);
    }
    if (this.personId !== null) this.touch();
  }

  async signInByPin(staffId: string, pin: string): Promise<SessionView> {
    const person = await this.roster.judgePin(staffId, pin).catch((error: unknown) => {
      this.changed();
      throw error;
    });
    return this.begin(person);
  }

  signInByBadge(code: string): SessionView {
    return this.begin(this.roster.matchBadge(code));
  }

  /** The first person, added while the station was open, is signed in at once. */
  begin(person: StoredPerson): SessionView {
    this.personId = person.id;
    this.touch();
    return this.changed();
  }

  signOut(): SessionView {
    this.end();
    return this.changed();
  }

  /** Says the session again after the owner changed the staff: a removed person is signed out. */
  changed(): SessionView {
    const view = this.view();
    this.onChange(view);
    return view;
  }

  /** Measures the idle time anew after the owner changed it. */
  policyChanged(): SessionView {
    this.dispose();
    if (this.person()) this.watchIdle();
    return this.changed();
  }

  /** Stops the idle timer (the core is closing). */
  dispose(): void {
    this.cancelIdle?.();
    this.cancelIdle = null;
  }

  private end(): void {
    this.personId = null;
    this.dispose();
  }

  private touch(): void {
    this.lastAction = this.now().getTime();
    if (!this.cancelIdle) this.watchIdle();
  }

  private watchIdle(): void {
    const idleMs = this.roster.policy().idleMinutes * 60_000;
    const left = this.lastAction + idleMs - this.now().getTime();
    this.cancelIdle = this.timer.set(Math.max(left, 0), () => {
      this.cancelIdle = null;
      if (this.personId === null) return;
      // An action since moved the time on: look again then.
      if (!this.idleOver()) return this.watchIdle();
      this.end();
      this.changed();
    });
  }
}
