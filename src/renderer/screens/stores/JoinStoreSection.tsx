// Joins this till to a store: the address of a till already in it and the code shown there, each
// refusal said by the field it is about.
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useStoreStatus } from '../../stores/storeStatus';
import { FieldError } from '../../ui/fields/FieldError';
import { useScanTaker } from '../../app/scanRouting';
import { checkJoin, joinProblemOf, pairingFromQr, type JoinProblems } from './storesModel';

export function JoinStoreSection() {
  const id = useId();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<JoinProblems>({});
  const [fromQr, setFromQr] = useState(false);

  /** A pairing QR read by a 2D scanner fills both fields; the manager still chooses to join. */
  const takeQr = (text: string): boolean => {
    const pairing = pairingFromQr(text);
    if (!pairing) return false;
    setAddress(pairing.address);
    setCode(pairing.code);
    setProblems({});
    setFromQr(true);
    return true;
  };
  useScanTaker(takeQr);
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    setJoined(null);
    const checked = checkJoin(address, code);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setJoining(true);
    try {
      const status = await useStoreStatus.getState().apply(api().store.join(checked.request));
      setCode('');
      setJoined(
        `Joined: this till now shares with ${
          status.peers
            .filter((p) => p.state !== 'unpaired')
            .map((p) => p.name)
            .join(', ') || 'the store'
        }.`,
      );
    } catch (error) {
      setProblems(joinProblemOf(error, messageOf(error)));
    } finally {
      setJoining(false);
    }
  };

  const field = (name: 'address' | 'code') => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : `${id}-${name}-hint`,
  });

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="join-store">
      <h2 id={`${id}-title`}>Join a store</h2>
      <form className="join-store" noValidate onSubmit={(event) => void join(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-address`}>Address of a till in the store</label>
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
            {fromQr
              ? 'Read from the pairing QR, with the code: check them and join.'
              : 'Shown with the code on that till, or scan its QR with a 2D scanner.'}
          </span>
          <FieldError id={`${id}-address-error`} message={problems.address} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-code`}>Pairing code</label>
          <input
            {...field('code')}
            className="pairing-code-input"
            value={code}
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD EFGH JKMN"
            onChange={(event) => {
              setFromQr(false);
              setCode(event.target.value);
            }}
          />
          <span id={`${id}-code-hint`} className="field-hint">
            Twelve letters and digits; spaces and dashes do not matter.
          </span>
          <FieldError id={`${id}-code-error`} message={problems.code} />
        </div>
        <button type="submit" className="primary" disabled={joining}>
          {joining ? 'Joining…' : 'Join the store'}
        </button>
      </form>
      {problems.form && (
        <p role="alert" className="desk-error">
          {problems.form}
        </p>
      )}
      <p role="status" data-testid="join-said">
        {joined}
      </p>
    </section>
  );
}
