// The member card's line about the member's last visit at another till of the store.
import type { MemberView } from '@shared/ipc/views';
import type { MessageId } from '@shared/i18n/messageId';
import { words, type Words } from '../../state/counterPhrase';

type StoreLast = NonNullable<MemberView['storeLast']>;

const DONE: Record<StoreLast['kind'], MessageId> = {
  stamp: 'counter.storeLast.stamp',
  redeem: 'counter.storeLast.redeem',
  set: 'counter.storeLast.set',
};

/** How long ago, at a glance: seconds, minutes, hours and minutes, then days. */
export function ageWords(iso: string, now: number): Words {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return words('counter.age.seconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return words('counter.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return words('counter.age.hours', { hours, minutes: minutes % 60 });
  return words('counter.age.days', { count: Math.floor(hours / 24) });
}

/** "Stamped at Till 2, 40 s ago"; its age counted from `now`, the page's clock. */
export function storeLastWords(last: StoreLast, now: number): Words {
  return words(DONE[last.kind], { station: last.stationName, age: ageWords(last.at, now) });
}
