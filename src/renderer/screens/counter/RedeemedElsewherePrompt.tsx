// Offers a manager's override for a redemption refused because another till already redeemed the
// card: a manager signs in if need be, gives a reason, and the card is redeemed with both kept.
import { useEffect } from 'react';
import { mayAct } from '@shared/ipc/access';
import { useCounter } from '../../state/counter';
import { useRedeemedElsewhere } from '../../state/redeemedElsewhere';
import { askWhyRedeemAgain } from '../../state/redeemAgain';
import { useStaff } from '../../state/staff';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/useT';

/** Mounted once the gate lets a manager through. */
function ManagerIn() {
  useEffect(askWhyRedeemAgain, []);
  return null;
}

export function RedeemedElsewherePrompt() {
  const refused = useRedeemedElsewhere((s) => s.refused);
  const overriding = useRedeemedElsewhere((s) => s.overriding);
  const shown = useCounter((s) => s.member?.customerId);
  const role = useStaff((s) => s.view?.role ?? null);
  const t = useT();
  if (!refused || refused.customerId !== shown) return null;

  const override = () => {
    useRedeemedElsewhere.getState().startOverride();
    if (mayAct(role, 'manager')) askWhyRedeemAgain();
  };
  return (
    <div
      className="cooldown redeem-offer"
      role="alertdialog"
      aria-labelledby="redeemed-elsewhere-title"
      aria-describedby="redeemed-elsewhere-text"
      data-testid="redeemed-elsewhere"
    >
      {/* The core's refusal is the feedback above and the card says where: this is the offer
          that follows, kept short so its buttons stay in view on a small till. */}
      <p>
        <strong id="redeemed-elsewhere-title">{t('counter.redeemAgain.question')}</strong>{' '}
        <span id="redeemed-elsewhere-text">{t('counter.redeemAgain.who')}</span>
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={override}>
          {t('counter.redeemAgain.anyway')}
        </button>
        <button type="button" onClick={() => useRedeemedElsewhere.getState().clear()}>
          {t('counter.redeemAgain.keep')}
        </button>
      </div>
      {overriding && (
        <Modal
          title={t('counter.redeemAgain.title')}
          className="redeem-again"
          testId="redeem-again"
          closeLabel={t('counter.cancel')}
          onClose={() => useRedeemedElsewhere.setState({ overriding: false })}
        >
          <ManagerGate what={t('counter.redeemAgain.what')}>
            <ManagerIn />
          </ManagerGate>
        </Modal>
      )}
    </div>
  );
}
