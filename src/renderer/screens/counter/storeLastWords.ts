// The member card's line about the member's last visit at another till of the store.
import type { MemberView } from '@shared/ipc/views';
import { ageOf } from '../../app/age';

type StoreLast = NonNullable<MemberView['storeLast']>;

const DONE: Record<StoreLast['kind'], string> = {
  stamp: 'Stamped',
  redeem: 'Redeemed',
  set: 'Count set',
};

/** "Stamped at Till 2, 40 s ago"; its age counted from `now`, the page's clock. */
export function storeLastWords(last: StoreLast, now: number): string {
  return `${DONE[last.kind]} at ${last.stationName}, ${ageOf(last.at, now)} ago`;
}
