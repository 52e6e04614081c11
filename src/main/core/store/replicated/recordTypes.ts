// Every record type of the store's shared document, declared once: its shape, whose it is, the
// role its writer needs, the times it carries, how many there may be and when it may be deleted.
// The receiving side (entryJudge.ts) judges every peer's change by these and nothing else.
import { z } from 'zod';
import { LEAST_ROLE, type LeastRole } from '@shared/ipc/access';
import { customerIdRule } from '@shared/scan/customerIdRule';
import { settingsUpdate } from '../../settings/settings';
import { SHARED_SETTINGS } from '../records/counterSettings';
import {
  directoryKey,
  sharedDirectoryEntry,
  sharedEnrolment,
  sharedSetting,
} from '../records/recordShapes';
import { erasedEntry, erasureKey } from '../records/erasures';
import { sharedProgram } from '../records/programs';
import { isOwnPinChange, isPinWrap, sharedPerson } from '../records/sharedStaff';
import { isSharedRule, ruleRole, ruleValueFits } from '../records/storeRules';
import type { PinKey } from '../../staff/pinKey';
import { sharedStation } from '../stationShapes';
import { resolutionEntry, seenEntry, visitEntry, VISIT_DAYS } from '../visits/visitShapes';
import type { SharedMapName } from '../sharedDoc';

const DAY_MS = 86_400_000;

/** What a record type may ask about the store while a peer's change is judged. */
export interface JudgeContext {
  /** The station whose vouch the new value carries (for a deletion: the link it came by). */
  writer: string;
  /** The station of the link the change came by. */
  carrier: string;
  /** Whether the person who vouched holds `least` in the store's staff as this station knows it. */
  may(least: LeastRole): boolean;
  /** The person who vouched (signed in at the writer), or null. */
  person: string | null;
  /** Whether a station of the store erased this id. */
  erased(id: string): boolean;
  /** Whether the same change of the document also erased a member. */
  erasing: boolean;
  /** The certificate fingerprint this station trusts for a station; null: none (or forgotten). */
  pinned(stationId: string): string | null;
  /** The store this station belongs to. */
  storeId: string | null;
  /** The store's PIN key as this station holds it. */
  pinKey: PinKey;
  /** A certificate's fingerprint, from its base64 DER. */
  fingerprintOf(certDer: string): string | null;
  now: number;
}

export interface RecordType<T> {
  schema: z.ZodType<T>;
  /** The one station that may write this entry, or null when any station of the store may. */
  ownedBy(key: string, value: T): string | null;
  /** The times in the value (ISO), none of which may be ahead of this station's clock by much. */
  times(value: T): string[];
  /** Any further rule for a new or changed value (`old`: the value before, unparsed). */
  allows(key: string, value: T, old: unknown, judge: JudgeContext): boolean;
  /** When a peer may delete an entry (`old`: its value, unparsed). */
  mayDelete(key: string, old: unknown, judge: JudgeContext): boolean;
  /**
   * Whether `allows` asks for the role of the person who vouched: an entry by a person not known
   * here yet waits for their staff entry instead of being refused.
   */
  byPerson: boolean;
  /** Entries per writing station and in all, and the largest value in characters of JSON. */
  caps: { perStation: number; perMap: number; chars: number };
}

const always = (): boolean => true;
const never = (): boolean => false;
const olderThan = (at: unknown, days: number, now: number): boolean =>
  typeof at === 'string' && Date.parse(at) < now - days * DAY_MS;
const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
const writerOf = (value: unknown): unknown => field(field(value, 'vouch'), 'by');
const asId = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A station's own entry it may take back, or one a peer may clear once old enough. */
const ownOrOld =
  (timeField: string) =>
  (_key: string, old: unknown, judge: JudgeContext): boolean =>
    writerOf(old) === judge.carrier || olderThan(field(old, timeField), VISIT_DAYS, judge.now);

const certificate = z.object({ cert: z.string().min(1).max(4096) });

function type<T>(declared: RecordType<T>): RecordType<unknown> {
  return declared as unknown as RecordType<unknown>;
}

export const RECORD_TYPES: Record<SharedMapName, RecordType<unknown>> = {
  stations: type({
    schema: sharedStation,
    ownedBy: () => null,
    times: (station) => [station.pairedAt],
    allows: (key, station, old, judge) => {
      if (station.storeId !== judge.storeId) return false;
      if (key === judge.writer)
        return station.fingerprint === judge.pinned(key) && !station.forgotten;
      const before = sharedStation.safeParse(old);
      if (!before.success || station.pairedAt > before.data.pairedAt) {
        return judge.may(LEAST_ROLE['store.invite']);
      }
      if (station.pairedAt < before.data.pairedAt) return false;
      if (station.fingerprint !== before.data.fingerprint) return false;
      if (Boolean(before.data.forgotten) && !station.forgotten) return false;
      if (!before.data.forgotten && station.forgotten) return judge.may(LEAST_ROLE['store.forget']);
      return true;
    },
    mayDelete: never,
    byPerson: true,
    caps: { perStation: 500, perMap: 1000, chars: 1024 },
  }),
  certificates: type({
    schema: certificate,
    ownedBy: (key) => key,
    times: () => [],
    allows: (key, value, _old, judge) => judge.fingerprintOf(value.cert) === judge.pinned(key),
    mayDelete: never,
    byPerson: false,
    caps: { perStation: 1, perMap: 1000, chars: 4096 },
  }),
  staff: type({
    schema: sharedPerson,
    ownedBy: () => null,
    times: (person) => [person.createdAt, person.updatedAt],
    // Beside the owner: any till may wrap a PIN's old hash with the store's key, and a person
    // may change their own PIN (a till naming them may act as them anyway).
    allows: (key, person, old, judge) =>
      z.uuid().safeParse(key).success &&
      (judge.may(LEAST_ROLE['staff.add']) ||
        isPinWrap(old, person, judge.pinKey) ||
        isOwnPinChange(key, old, person, judge.person)),
    mayDelete: never,
    byPerson: true,
    caps: { perStation: 1000, perMap: 1000, chars: 2048 },
  }),
  erasures: type({
    schema: z.union([erasureKey, erasedEntry]),
    ownedBy: (key, value) =>
      key.startsWith('key|') ? key.slice(4) : 'stationId' in value ? value.stationId : '',
    times: (value) => ('at' in value ? [value.at] : []),
    allows: (key, value, _old, judge) =>
      key.startsWith('key|')
        ? erasureKey.safeParse(value).success
        : /^d\|[0-9a-f]{64}$/.test(key) && judge.may(LEAST_ROLE['members.erase']),
    mayDelete: never,
    byPerson: true,
    caps: { perStation: 200_000, perMap: 2_000_000, chars: 300 },
  }),
  settings: type({
    schema: sharedSetting,
    // Any till may change a setting; the latest change wins. The value names who changed it.
    ownedBy: () => null,
    times: (setting) => [setting.at],
    allows: (key, setting, _old, judge) => {
      if (setting.stationId !== judge.writer) return false;
      if (!(SHARED_SETTINGS as readonly string[]).includes(key)) return false;
      const name = key as (typeof SHARED_SETTINGS)[number];
      const rule = name === 'barcodeRule' ? customerIdRule : settingsUpdate.shape[name];
      return rule.safeParse(setting.value).success && judge.may(LEAST_ROLE['settings.update']);
    },
    mayDelete: never,
    byPerson: true,
    caps: { perStation: 50, perMap: 50, chars: 64 * 1024 },
  }),
  rules: type({
    schema: sharedSetting,
    // As the settings: any till may change a rule, under its owner's name; the latest wins.
    ownedBy: () => null,
    times: (rule) => [rule.at],
    allows: (key, rule, _old, judge) =>
      rule.stationId === judge.writer &&
      isSharedRule(key) &&
      ruleValueFits(key, rule.value) &&
      judge.may(ruleRole(key, rule.value)),
    mayDelete: never,
    byPerson: true,
    caps: { perStation: 2, perMap: 2, chars: 4 * 1024 },
  }),
  visits: type({
    schema: visitEntry,
    ownedBy: (_key, visit) => visit.stationId,
    times: (visit) => [visit.at],
    allows: always,
    mayDelete: (key, old, judge) =>
      ownOrOld('at')(key, old, judge) || judge.erased(asId(field(old, 'customerId'))),
    byPerson: false,
    caps: { perStation: 500_000, perMap: 5_000_000, chars: 4096 },
  }),
  seen: type({
    schema: seenEntry,
    ownedBy: (key) => key.slice(0, Math.max(0, key.lastIndexOf('|'))),
    times: (seen) => [seen.at],
    allows: always,
    mayDelete: (key, old, judge) => ownOrOld('at')(key, old, judge) || judge.erasing,
    byPerson: false,
    caps: { perStation: 500_000, perMap: 5_000_000, chars: 300 },
  }),
  resolutions: type({
    schema: resolutionEntry,
    ownedBy: (key, resolution) =>
      key.endsWith(`|${resolution.stationId}`) ? resolution.stationId : '',
    times: (resolution) => [resolution.at],
    allows: (_key, _resolution, _old, judge) => judge.may(LEAST_ROLE['store.resolveConflict']),
    mayDelete: ownOrOld('at'),
    byPerson: true,
    caps: { perStation: 20_000, perMap: 200_000, chars: 2048 },
  }),
  enrolments: type({
    schema: sharedEnrolment,
    ownedBy: (_key, enrolment) => enrolment.stationId,
    times: (enrolment) => [enrolment.at],
    allows: always,
    mayDelete: (key, old, judge) =>
      writerOf(old) === judge.carrier ||
      judge.erased(`local:${key}`) ||
      judge.erased(asId(field(old, 'serviceId'))),
    byPerson: false,
    caps: { perStation: 200_000, perMap: 2_000_000, chars: 64 * 1024 },
  }),
  directory: type({
    schema: sharedDirectoryEntry,
    ownedBy: () => null,
    times: (entry) => [entry.readAt],
    allows: (key, entry) => key === directoryKey(entry.customerId),
    mayDelete: (_key, old, judge) =>
      judge.erased(asId(field(old, 'customerId'))) || judge.erased(asId(field(old, 'cardId'))),
    byPerson: false,
    caps: { perStation: 1_000_000, perMap: 2_000_000, chars: 64 * 1024 },
  }),
  programs: type({
    schema: sharedProgram,
    ownedBy: () => null,
    times: (program) => [program.fetchedAt],
    allows: always,
    mayDelete: never,
    byPerson: false,
    caps: { perStation: 500, perMap: 2000, chars: 256 * 1024 },
  }),
};

/** The order a peer's change is judged in: who the stations are, then who the people are. */
export const JUDGING_ORDER: readonly SharedMapName[] = [
  'stations',
  'certificates',
  'staff',
  'erasures',
  'settings',
  'rules',
  'visits',
  'seen',
  'resolutions',
  'enrolments',
  'directory',
  'programs',
];
