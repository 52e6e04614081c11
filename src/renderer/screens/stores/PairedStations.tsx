// The store's other stations as this till knows them: name, state, last heard from, address, and
// forgetting one (the owner's, confirmed) when a till is sold or stolen.
import { useId, useState } from 'react';
import { mayAct } from '@shared/ipc/access';
import type { PeerView } from '@shared/ipc/storeContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useNow } from '../../app/useNow';
import { LockedMark } from '../../app/ScreenTab';
import { useStaff } from '../../stores/staff';
import { useStoreStatus } from '../../stores/storeStatus';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { ageOf } from '../../ui/readAge';
import { PEER_STATE_WORDS, pairedFirst } from './storesModel';
import { SaidLine } from '../../ui/SaidLine';

export function PairedStations() {
  const id = useId();
  const peers = useStoreStatus((s) => s.status?.peers);
  const owner = useStaff((s) => mayAct(s.view?.role ?? null, 'owner'));
  const now = useNow(5000);
  const [forgetting, setForgetting] = useState<PeerView | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const forget = async (peer: PeerView) => {
    try {
      await useStoreStatus.getState().apply(api().store.forget({ stationId: peer.stationId }));
      setSaid({ ok: true, text: `${peer.name} is forgotten: it is refused from now on.` });
    } catch (error) {
      setSaid({ ok: false, text: `Not forgotten: ${messageOf(error)}` });
    }
    setForgetting(null);
  };

  return (
    <section
      className="form-group stations-group"
      aria-labelledby={`${id}-title`}
      data-testid="paired-stations"
    >
      <h2 id={`${id}-title`}>The store’s tills</h2>
      {!peers || peers.length === 0 ? (
        <p>No other till yet: this till works alone.</p>
      ) : (
        <div className="stations-scroll">
          <table className="stations">
            <thead>
              <tr>
                <th scope="col">Till</th>
                <th scope="col">State</th>
                <th scope="col">Last heard from</th>
                <th scope="col">Address</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pairedFirst(peers).map((peer) => (
                <tr key={peer.stationId} data-testid="paired-station" data-state={peer.state}>
                  <th scope="row">{peer.name}</th>
                  <td>{PEER_STATE_WORDS[peer.state]}</td>
                  <td>{peer.lastSeenAt ? ageOf(peer.lastSeenAt, new Date(now)) : 'never'}</td>
                  <td>{peer.address ?? '—'}</td>
                  <td>
                    {peer.state !== 'unpaired' && (
                      <button type="button" onClick={() => setForgetting(peer)}>
                        Forget…{!owner && <LockedMark least="owner" />}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SaidLine said={said} />
      {forgetting && (
        <Modal
          title={`Forget ${forgetting.name}?`}
          className="forget-station"
          testId="forget-station"
          closeLabel="Cancel"
          onClose={() => setForgetting(null)}
        >
          <ManagerGate what="Forgetting a till" least="owner">
            <p>
              The store stops trusting {forgetting.name}: it is refused from now on and shares
              nothing more. To bring it back, pair it again with a new code.
            </p>
            <button type="button" className="danger" onClick={() => void forget(forgetting)}>
              Forget {forgetting.name}
            </button>
          </ManagerGate>
        </Modal>
      )}
    </section>
  );
}
