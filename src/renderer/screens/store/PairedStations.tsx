// The store's other stations as this till knows them: name, state, last heard from, address, and
// forgetting one (the owner's, confirmed) when a till is sold or stolen, with the people whose
// PINs a forgotten till held asked to change them.
import { useId, useState } from 'react';
import { mayAct } from '@shared/ipc/access';
import type { PeerView } from '@shared/ipc/storeContract';
import { api } from '../../bridge/api';
import { useNow } from '../../app/useNow';
import { LockedMark } from '../../ui/staff/LockedMark';
import { useStaff } from '../../state/staff';
import { useStoreStatus } from '../../state/storeStatus';
import { ManagerGate } from '../../ui/ManagerGate';
import { Modal } from '../../ui/Modal';
import { IN_A_BAR, useAgo } from '../../ui/useAgo';
import { PEER_STATE_WORDS, pairedFirst } from './storesModel';
import { SaidLine, type SaidOutcome } from '../../ui/SaidLine';
import { said as saying } from '@shared/i18n/said';
import { useT } from '../../i18n/useT';
import { useIntl } from 'react-intl';

export function PairedStations() {
  const t = useT();
  const ago = useAgo();
  const id = useId();
  const intl = useIntl();
  const peers = useStoreStatus((s) => s.status?.peers);
  const pinsToChange = useStoreStatus((s) => s.status?.pinsToChange);
  const owner = useStaff((s) => mayAct(s.view?.role ?? null, 'owner'));
  const now = useNow(5000);
  const [forgetting, setForgetting] = useState<PeerView | null>(null);
  const [said, setSaid] = useState<SaidOutcome | null>(null);

  const forget = async (peer: PeerView) => {
    try {
      await useStoreStatus.getState().apply(api().store.forget({ stationId: peer.stationId }));
      setSaid({ ok: true, said: saying('settings.stores.forgotten', { name: peer.name }) });
    } catch (error) {
      setSaid({ ok: false, error, failed: 'settings.stores.notForgotten' });
    }
    setForgetting(null);
  };

  return (
    <section
      className="form-group stations-group"
      aria-labelledby={`${id}-title`}
      data-testid="paired-stations"
    >
      <h2 id={`${id}-title`}>{t('settings.stores.tillsTitle')}</h2>
      {!peers || peers.length === 0 ? (
        <p>{t('settings.stores.noTills')}</p>
      ) : (
        <div className="stations-scroll">
          <table className="stations">
            <thead>
              <tr>
                <th scope="col">{t('settings.stores.till')}</th>
                <th scope="col">{t('settings.stores.state')}</th>
                <th scope="col">{t('settings.stores.lastHeard')}</th>
                <th scope="col">{t('settings.stores.address')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings.stores.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pairedFirst(peers).map((peer) => (
                <tr key={peer.stationId} data-testid="paired-station" data-state={peer.state}>
                  <th scope="row">{peer.name}</th>
                  <td>
                    {t(PEER_STATE_WORDS[peer.state])}
                    {peer.refused !== undefined && (
                      <span className="refused-entries" data-testid="refused-entries">
                        {t('settings.stores.refused', { count: peer.refused })}
                      </span>
                    )}
                  </td>
                  <td>
                    {peer.lastSeenAt
                      ? ago(peer.lastSeenAt, now, IN_A_BAR)
                      : t('settings.stores.never')}
                  </td>
                  <td>{peer.address ?? '—'}</td>
                  <td>
                    {peer.state !== 'unpaired' && (
                      <button type="button" onClick={() => setForgetting(peer)}>
                        {t('settings.stores.forget')}
                        {!owner && <LockedMark least="owner" />}
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
      {pinsToChange?.map((notice) => (
        <p
          key={notice.forgottenAt}
          role="note"
          className="pins-to-change"
          data-testid="pins-to-change"
        >
          {t('settings.stores.pinsToChange', {
            name: notice.stationName,
            count: notice.people.length,
            people: intl.formatList(notice.people, { type: 'conjunction' }),
          })}
        </p>
      ))}
      {forgetting && (
        <Modal
          title={t('settings.stores.forgetTitle', { name: forgetting.name })}
          className="forget-station"
          testId="forget-station"
          closeLabel={t('shell.cancel')}
          onClose={() => setForgetting(null)}
        >
          <ManagerGate what={t('settings.stores.forgetGate')} least="owner">
            <p>{t('settings.stores.forgetHint', { name: forgetting.name })}</p>
            <button type="button" className="danger" onClick={() => void forget(forgetting)}>
              {t('settings.stores.forgetNamed', { name: forgetting.name })}
            </button>
          </ManagerGate>
        </Modal>
      )}
    </section>
  );
}
