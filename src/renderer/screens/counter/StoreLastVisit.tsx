// Says on the member's card when their last stamp or redemption came from another till, so the
// cashier sees at once what a till beside them just did.
import type { MemberView } from '@shared/ipc/views';
import { useNow } from '../../app/useNow';
import { storeLastWords } from './storeLastWords';
import { usePhrase } from '../../state/counterPhrase';

export function StoreLastVisit({ member }: { member: MemberView }) {
  const last = member.storeLast;
  return last ? <StoreLastLine last={last} /> : null;
}

function StoreLastLine({ last }: { last: NonNullable<MemberView['storeLast']> }) {
  const now = useNow(1000);
  const say = usePhrase();
  return (
    <p className="store-last" data-testid="store-last">
      {say(storeLastWords(last, now))}
    </p>
  );
}
