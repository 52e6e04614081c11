// A manager's pairing code for a new till: twelve characters in groups of four, large enough to
// read across the counter, a QR of the same, and how long it still holds.
import { useId, useState } from 'react';
import type { PairingInvite } from '@shared/ipc/storeContract';
import { durationOf } from '@shared/words/plural';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useNow } from '../../app/useNow';
import { QrCode } from '../../ui/QrCode';
import { codeGroups } from './storesModel';

export function PairingInviteSection() {
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
      <h2 id={`${id}-title`}>Add a till to this store</h2>
      <p>
        Show a code here, then type it on the new till under “Join a store”, with this till’s
        address. The code holds for a few minutes and for one till.
      </p>
      {invite && <InviteShown invite={invite} />}
      <button type="button" onClick={() => void show()} disabled={asking}>
        {invite ? 'Show a new code' : 'Show a pairing code'}
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
  const now = useNow(1000);
  const left = Date.parse(invite.expiresAt) - now;
  if (left <= 0) {
    return (
      <p className="pairing-expired" data-testid="pairing-expired">
        That code has expired: show a new one.
      </p>
    );
  }
  return (
    <div className="pairing-shown">
      <div>
        <p className="pairing-code" data-testid="pairing-code" aria-label="Pairing code">
          {codeGroups(invite.code).map((group, index) => (
            <span key={index}>{group}</span>
          ))}
        </p>
        <p>
          This till’s address: <strong data-testid="pairing-address">{invite.address}</strong>
        </p>
        <p>
          The code holds for{' '}
          <span role="timer" data-testid="pairing-left">
            {durationOf(left)}
          </span>
          .
        </p>
      </div>
      <QrCode value={invite.qrText} label="QR code of the pairing code" showValue={false} />
    </div>
  );
}
