// What a scan at the counter does, decided in one place from the member as the station sees
// them: a stamp, a question first, or nothing on a full card. Pure, so it is tested alone.
import type { MemberView, ProgramView, ScanDecision } from '@shared/ipc/views';
import { programMaxCount } from '../members/program';

/** A scan adds a stamp, unless the card is full or the same member was stamped moments ago. */
export function decideScan(
  member: MemberView,
  program: ProgramView | null,
  cooldownSeconds: number,
  now: number,
): ScanDecision {
  const max = programMaxCount(program);
  if (max !== null && member.displayCount !== null && member.displayCount >= max) {
    return { kind: 'full' };
  }
  const last = member.lastCheckIn;
  // A refused check-in was no visit, so it does not start a cooldown.
  if (last && cooldownSeconds > 0 && last.state !== 'failed') {
    const secondsAgo = Math.max(0, Math.round((now - Date.parse(last.createdAt)) / 1000));
    if (secondsAgo < cooldownSeconds) return { kind: 'confirmAgain', secondsAgo };
  }
  return { kind: 'increment' };
}
