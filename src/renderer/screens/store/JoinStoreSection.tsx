// Joins this till to a store: the address of a till already in it and the code shown there, each
// refusal said by the field it is about.
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useStoreStatus } from '../../state/storeStatus';
import { useStaff } from '../../state/staff';
import { FieldError } from '../../ui/fields/FieldError';
import { useScanTaker } from '../../app/scanRouting';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import { checkJoin, joinProblemOf, pairingFromQr, type JoinProblems } from './storesModel';

export function JoinStoreSection() {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<JoinProblems>({});
  const [fromQr, setFromQr] = useState(false);
  // The QR's whole fingerprint of the showing till, checked by the core; none when typed.
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  const [ownerPin, setOwnerPin] = useState('');
  // A till with staff of its own leaves them behind only with its owner's PIN.
  const hasStaff = useStaff((s) => (s.view?.people.length ?? 0) > 0);

  /** A pairing QR read by a 2D scanner fills both fields; the manager still chooses to join. */
  const takeQr = (text: string): boolean => {
    const pairing = pairingFromQr(text);
    if (!pairing) return false;
    setAddress(pairing.address);
    setCode(pairing.code);
    setFingerprint(pairing.fingerprint);
    setProblems({});
    setFromQr(true);
    return true;
  };
  useScanTaker(takeQr);
  const [joining, setJoining] = useState(false);
  // The names joined, said in the page's language as it is now.
  const [joined, setJoined] = useState<string[] | null>(null);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    setJoined(null);
    const checked = checkJoin(address, code, {
      ...(fromQr && fingerprint ? { fingerprint } : {}),
      ...(hasStaff ? { ownerPin } : {}),
    });
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setJoining(true);
    try {
      const status = await useStoreStatus.getState().apply(api().store.join(checked.request));
      setCode('');
      setOwnerPin('');
      setJoined(status.peers.filter((p) => p.state !== 'unpaired').map((p) => p.name));
    } catch (error) {
      setProblems(joinProblemOf(error, messageOf(error)));
    } finally {
      setJoining(false);
    }
  };

  const field = (name: 'address' | 'code' | 'ownerPin') => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : `${id}-${name}-hint`,
  });

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="join-store">
      <h2 id={`${id}-title`}>{t('settings.stores.joinTitle')}</h2>
      <form className="join-store" noValidate onSubmit={(event) => void join(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-address`}>{t('settings.stores.joinAddress')}</label>
          <input
            {...field('address')}
            value={address}
            autoComplete="off"
            placeholder="192.168.1.20:4380"
            onChange={(event) => {
              setFromQr(false);
              if (!takeQr(event.target.value)) setAddress(event.target.value);
            }}
          />
          <span id={`${id}-address-hint`} className="field-hint">
            {t(fromQr ? 'settings.stores.joinFromQr' : 'settings.stores.joinAddressHint')}
          </span>
          <FieldError id={`${id}-address-error`} message={problems.address} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-code`}>{t('settings.stores.pairingCode')}</label>
          <input
            {...field('code')}
            className="pairing-code-input"
            value={code}
            autoComplete="off"
            spellCheck={false}
            // eslint-disable-next-line i18n/person-facing-text -- the code's shape, the same in every language
            placeholder="ABCD EFGH JKMN"
            onChange={(event) => {
              setFromQr(false);
              setCode(event.target.value);
            }}
          />
          <span id={`${id}-code-hint`} className="field-hint">
            {t('settings.stores.codeHint')}
          </span>
          <FieldError id={`${id}-code-error`} message={problems.code} />
        </div>
        {hasStaff && (
          <div className="form-field">
            <label htmlFor={`${id}-ownerPin`}>{t('settings.stores.ownerPin')}</label>
            <input
              {...field('ownerPin')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={ownerPin}
              onChange={(event) => setOwnerPin(event.target.value)}
            />
            <span id={`${id}-ownerPin-hint`} className="field-hint">
              {t('settings.stores.ownerPinHint')}
            </span>
            <FieldError id={`${id}-ownerPin-error`} message={problems.ownerPin} />
          </div>
        )}
        <button type="submit" className="primary" disabled={joining}>
          {t(joining ? 'settings.stores.joining' : 'settings.stores.join')}
        </button>
      </form>
      {problems.form && (
        <p role="alert" className="desk-error">
          {problems.form}
        </p>
      )}
      <p role="status" data-testid="join-said">
        {joined &&
          (joined.length > 0
            ? t('settings.stores.joined', { names: intl.formatList(joined, { type: 'unit' }) })
            : t('settings.stores.joinedStore'))}
      </p>
    </section>
  );
}
