// A manager's override of a redemption another till already made: once a manager is signed in,
// the counter asks why, then redeems the card with the override and the reason.
import { useCounter } from './counter';
import { useReasonAsk } from './reasonAsk';
import { useRedeemedElsewhere } from './redeemedElsewhere';

/** Asks why once per override started; the reason given redeems the card again. */
export function askWhyRedeemAgain(): void {
  const { refused, overriding } = useRedeemedElsewhere.getState();
  if (!refused || !overriding) return;
  useRedeemedElsewhere.setState({ overriding: false });
  const customerId = refused.customerId;
  useReasonAsk.getState().ask({
    case: 'redeemAgain',
    retry: (reason) =>
      useCounter.getState().record({ kind: 'reset' }, { reason, customerId, override: true }),
  });
}
