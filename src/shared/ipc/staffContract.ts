// The channels of the station's staff: who is signed in, the sign-in by PIN or badge, and the
// owner's list of people with their roles. Part of the one contract (contract.ts).
import { z } from 'zod';
import { saidShape } from '../i18n/said';
import { ONE_LINE, recordId } from './ids';

/** Each role holds every right of the ones before it: the owner alone manages staff and the key. */
export const STAFF_ROLES = ['cashier', 'manager', 'owner'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

export const staffId = recordId('staff id');

/** A person's name as the journal, the CSV and the sign-in screen show it: one line. */
export const staffName = z
  .string({ error: 'main.schema.personNameAsText' })
  .trim()
  .min(1, 'main.schema.personNameNeeded')
  .max(60, 'main.schema.personNameTooLong')
  .regex(ONE_LINE, 'main.schema.personNameOneLine');

/** A PIN: 4 to 12 digits, typed on a till's number pad, kept only as a scrypt hash. */
export const staffPin = z.string().regex(/^\d{4,12}$/, 'main.schema.pinDigits');

/** The fewest digits of an owner's or a manager's PIN when they choose a new one themselves. */
export const LONG_PIN_DIGITS = 6;

/**
 * Why the person signed in is asked to change their PIN, until they do: a till the owner forgot
 * held it (`exposed`), or it is shorter than their role needs (`short`).
 */
export const pinToChange = z.enum(['exposed', 'short']);
export type PinToChange = z.infer<typeof pinToChange>;

/** The prefix of every badge code the station issues: a scan starting so is a badge, not a pass. */
export const BADGE_PREFIX = 'PDSTAFF-';
export const isBadgeCode = (text: string): boolean => text.trim().startsWith(BADGE_PREFIX);
export const badgeCode = z
  .string({ error: 'main.schema.badgeScan' })
  .trim()
  .min(1, 'main.schema.badgeScan')
  .max(256, 'main.schema.badgeTooLong');

export const signedInPerson = z.object({
  id: z.string(),
  name: z.string(),
  role: staffRole,
  /** Asked at sign-in to change their PIN, and why; absent: nothing asked. */
  changePin: pinToChange.optional(),
});
export type SignedInPerson = z.infer<typeof signedInPerson>;

/**
 * One person on the sign-in screen: enough to pick them (the role, so "a manager needs to sign
 * in" offers only those who can), and any wait after wrong PINs.
 */
export const staffTile = z.object({
  id: z.string(),
  name: z.string(),
  role: staffRole,
  waitUntil: z.string().nullable(),
});

/**
 * Who may act when nobody is signed in: everyone as the owner before the first person is added
 * (`open`), any cashier if the store allows it (`anyCashier`), else nobody (`signIn`).
 */
export const whenNobody = z.enum(['open', 'anyCashier', 'signIn']);

export const sessionView = z.object({
  /** Whoever is signed in at this station; null: nobody. */
  person: signedInPerson.nullable(),
  whenNobody,
  /** The role in force now: the person's, or what `whenNobody` allows; null: sign in first. */
  role: staffRole.nullable(),
  /** The people to pick on the sign-in screen, by name. */
  people: z.array(staffTile),
  /** The station returns to the sign-in (or any cashier) this long after the last action. */
  idleMinutes: z.number().int(),
  /** Why nobody can sign in (a damaged staff file), and how to set it right. */
  problem: z.string().nullable(),
  /** The same problem as a Said, for the sign-in screen to say in the station's language. */
  problemSaid: saidShape.nullable().optional(),
});
export type SessionView = z.infer<typeof sessionView>;

/** The store's rules for the sign-in, set by the owner. */
export const staffPolicy = z.object({
  idleMinutes: z
    .number()
    .int('main.schema.idleWholeMinutes')
    .min(1, 'main.schema.idleAtLeast')
    .max(240, 'main.schema.idleAtMost'),
  anyCashier: z.boolean(),
});
export type StaffPolicy = z.infer<typeof staffPolicy>;

export const staffMemberView = z.object({
  id: z.string(),
  name: z.string(),
  role: staffRole,
  hasBadge: z.boolean(),
  createdAt: z.string(),
  waitUntil: z.string().nullable(),
});
export type StaffMemberView = z.infer<typeof staffMemberView>;

const none = z.object({}).strict();
const personRef = z.object({ id: staffId }).strict();

export const staffChannels = {
  /** Who is signed in and who may be picked: any page of the station (not the display). */
  'staff.session': { request: none, response: sessionView },
  /**
   * One person signs in by PIN (wrong ones counted per person, on disk, before hashing) or by a
   * scanned badge; whoever was signed in is signed out.
   */
  'staff.signIn': {
    request: z.union([
      z.object({ staffId, pin: z.string().max(64, 'main.schema.pinAtMost') }).strict(),
      z.object({ badge: badgeCode }).strict(),
    ]),
    response: sessionView,
  },
  /**
   * The person signed in chooses a new PIN, typing their current one again (judged as a
   * sign-in): an owner's or a manager's has at least LONG_PIN_DIGITS digits, and differs.
   */
  'staff.changeOwnPin': {
    request: z
      .object({ pin: z.string().max(64, 'main.schema.pinAtMost'), newPin: staffPin })
      .strict(),
    response: sessionView,
  },
  /** Switch person: back to the sign-in screen (or any cashier). */
  'staff.signOut': { request: none, response: sessionView },
  /** The owner's list of people and the store's sign-in rules. */
  'staff.list': {
    request: none,
    response: z.object({ people: z.array(staffMemberView), policy: staffPolicy }),
  },
  /** The first person added is the owner, whoever asks; after that only an owner adds people. */
  'staff.add': {
    request: z.object({ name: staffName, role: staffRole, pin: staffPin }).strict(),
    response: staffMemberView,
  },
  /** A new name, role or PIN; the last owner cannot stop being one. */
  'staff.update': {
    request: z
      .object({
        id: staffId,
        name: staffName.optional(),
        role: staffRole.optional(),
        pin: staffPin.optional(),
      })
      .strict(),
    response: staffMemberView,
  },
  /** The last owner cannot be removed; a person signed in is signed out. */
  'staff.remove': { request: personRef, response: z.object({ id: z.string() }) },
  /**
   * A new badge for the person (any earlier one stops working): its code is answered once, to
   * print, and kept only as its hash.
   */
  'staff.issueBadge': {
    request: personRef,
    response: z.object({ person: staffMemberView, badge: z.string() }),
  },
  'staff.clearBadge': { request: personRef, response: staffMemberView },
  'staff.setPolicy': { request: staffPolicy.strict(), response: sessionView },
} as const;

/** Who did something, as the journal keeps it: the role in force and, once signed in, the person. */
export interface Actor {
  role: StaffRole | null;
  staffId: string | null;
  name: string | null;
}
