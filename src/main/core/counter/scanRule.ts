// What a scan at the counter does, decided in one place from the member as the station sees
// them: a stamp, a question first, or nothing on a full card. Pure, so it is tested alone.
import type { MemberView, ProgramView, ScanDecision } from '@shared/ipc/views';
import { programMaxCount } from '../members/program';

/** The camera reading again the pass it last read, within this long, asks first. */
export const CAMERA_REPEAT_SECONDS = 120;

/** The camera's last scan, while no other member has been scanned since. */
export interface CameraScan {
  customerId: string;
  at: number;
}

export interface ScanRules {
  /** A second scan of the same member within this many seconds asks first (a double scan). */
  cooldownSeconds: number;
  /** The store's earning rule: a stamp within this many minutes of the last one asks first. */
  earningMinutes: number;
}

/**
 * A scan adds a stamp, unless the pass is archived, the card is full, the same member was stamped moments ago, or the
 * store's earning rule says they were stamped too recently to earn another.
 */
export function decideScan(
  member: MemberView,
  program: ProgramView | null,
  { cooldownSeconds, earningMinutes }: ScanRules,
  now: number,
  camera: {
    source: 'camera' | 'wedge' | 'manual';
    last: CameraScan | null;
    /** When the member's latest check-in was undone here (ms): an action at the counter too. */
    undoneAt?: number | null;
  } | null = null,
  from: 'counter' | 'elsewhere' = 'counter',
): ScanDecision {
  // An archived pass collects nothing: no stamp, and no question that could lead to one.
  if (member.archivedAt) return { kind: 'archived' };
  const undoneAt = camera?.undoneAt ?? null;
  const max = programMaxCount(program);
  if (max !== null && member.displayCount !== null && member.displayCount >= max) {
    return { kind: 'full' };
  }
  const last = member.lastCheckIn;
  // A refused check-in was no visit, so it does not start a cooldown; an undo is an action, so
  // the same pass still in view right after one is asked about, not stamped.
  const visited = last && last.state !== 'failed' && last.state !== 'discarded';
  const visitAt = visited ? Date.parse(last.createdAt) : -Infinity;
  // The store's guards hold across tills: a visit at another till, newer than this one's, counts.
  const elsewhere = member.storeLast ?? null;
  const elsewhereAt = elsewhere ? Date.parse(elsewhere.at) : -Infinity;
  const lastAt = Math.max(visitAt, undoneAt ?? -Infinity, elsewhereAt);
  const secondsSince = lastAt === -Infinity ? 0 : Math.max(0, Math.round((now - lastAt) / 1000));
  // A stamp the cashier did not see added is worse than one key more.
  if (from === 'elsewhere') {
    return { kind: 'confirmAgain', secondsAgo: secondsSince, reason: 'elsewhere' };
  }
  if (lastAt === -Infinity) return { kind: 'increment' };
  const secondsAgo = secondsSince;
  if (secondsAgo < cooldownSeconds) return { kind: 'confirmAgain', secondsAgo, reason: 'cooldown' };
  // The rule is about stamps earned: a redeem or a corrected count earns nothing. The latest
  // visit in the store says, here or at another till.
  let stampedAt = visited && last.checkIn?.action.kind === 'increment' ? visitAt : -Infinity;
  if (elsewhere) stampedAt = elsewhere.kind === 'stamp' ? elsewhereAt : -Infinity;
  if (now - stampedAt < earningMinutes * 60_000) {
    return { kind: 'confirmAgain', secondsAgo, reason: 'earningRule' };
  }
  // A pass left on the counter comes back into the camera's view: the camera's read alone is no
  // new visit, while a cashier's scan with the scanner or by hand is meant. So is a pass just
  // stamped at the next till coming into this till's camera.
  const seenAt = Math.max(
    camera?.last?.customerId === member.customerId ? camera.last.at : -Infinity,
    elsewhere?.kind === 'stamp' ? elsewhereAt : -Infinity,
  );
  const repeat = camera?.source === 'camera' && now - seenAt < CAMERA_REPEAT_SECONDS * 1000;
  if (repeat) return { kind: 'confirmAgain', secondsAgo, reason: 'cameraRepeat' };
  return { kind: 'increment' };
}
