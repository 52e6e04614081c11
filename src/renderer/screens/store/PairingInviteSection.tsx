// A manager's pairing code for a new till: twelve characters in groups of four, large enough to
// read across the counter, a QR of the same, and how long it still holds.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PairingInvite } from '@shared/ipc/storeContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useNow } from '../../app/useNow';
import { QrCode } from '../../ui/QrCode';
import { useT } from '../../i18n/useT';
import { WaitTimer } from '../../ui/WaitTimer';
import { codeGroups } from './storesModel';

export function PairingInviteSection() {
  const t = useT();
  const id = useId();
  const [invite, setInvite] = useState<PairingInvite | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const show = async () => {
    setAsking(true);
    try {
      setInvite(await api().store.invite({}));
      setProblem(null);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="pairing-invite">
      <h2 id={`${id}-title`}>{t('settings.stores.inviteTitle')}</h2>
      <p>{t('settings.stores.inviteHint')}</p>
      {invite && <InviteShown invite={invite} />}
      <button type="button" onClick={() => void show()} disabled={asking}>
        {t(invite ? 'settings.stores.newCode' : 'settings.stores.showCode')}
      </button>
      {problem && (
        <p role="alert" className="desk-error">
          {problem}
        </p>
      )}
    </section>
  );
}

function InviteShown({ invite }: { invite: PairingInvite }) {
  const t = useT();
  const now = useNow(1000);
  const left = Date.parse(invite.expiresAt) - now;
  if (left <= 0) {
    return (
      <p className="pairing-expired" data-testid="pairing-expired">
        {t('settings.stores.expired')}
      </p>
    );
  }
  return (
    <div className="pairing-shown">
      <div>
        <p
          className="pairing-code"
          data-testid="pairing-code"
          aria-label={t('settings.stores.pairingCode')}
        >
          {codeGroups(invite.code).map((group, index) => (
            <span key={index}>{group}</span>
          ))}
        </p>
        <p>
          <FormattedMessage
            id="settings.stores.thisAddress"
            values={{
              address: <strong data-testid="pairing-address">{invite.address}</strong>,
            }}
          />
        </p>
        <p>
          <FormattedMessage
            id="settings.stores.holdsFor"
            values={{ left: <WaitTimer ms={left} testId="pairing-left" /> }}
          />
        </p>
      </div>
      <QrCode value={invite.qrText} label={t('settings.stores.qrLabel')} showValue={false} />
    </div>
  );
}
