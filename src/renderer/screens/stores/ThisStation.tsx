// This station as the store's other tills know it: its name, where it listens, and the switch
// that pauses sharing (a manager's) so it works alone for a while.
import { useEffect, useId, useState } from 'react';
import { settingsInput } from '@shared/ipc/settingsView';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useSettings } from '../../stores/settings';
import { useStoreStatus } from '../../stores/storeStatus';
import { FieldError } from '../../ui/fields/FieldError';
import { useSettingSave } from '../settings/useSettingSave';
import { SaidLine } from '../../ui/SaidLine';

export function ThisStation() {
  const id = useId();
  const saved = useSettings((s) => s.settings?.stationName);
  const status = useStoreStatus((s) => s.status);
  const [name, setName] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const { save, said } = useSettingSave();
  const [sharingSaid, setSharingSaid] = useState<{ ok: boolean; text: string } | null>(null);
  // The switch follows the tap at once; the line below it says when the core has kept it.
  const [asked, setAsked] = useState<boolean | null>(null);

  // The name saved elsewhere (another window, a restart) shows here unless one is being typed.
  useEffect(() => {
    if (saved !== undefined) setName((typed) => (typed === '' ? saved : typed));
  }, [saved]);

  const saveName = () => {
    const checked = settingsInput.shape.stationName.safeParse(name);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'give a name');
    setProblem(null);
    void save({ stationName: checked.data }, `Saved: the other tills now see “${checked.data}”.`);
  };

  const share = async (on: boolean) => {
    setAsked(on);
    setSharingSaid(null);
    try {
      // The core stores the switch before it answers, so the page says so only then.
      await useStoreStatus.getState().apply(api().store.setSharing({ on }));
      setSharingSaid({
        ok: true,
        text: on ? 'Sharing with the other tills.' : 'Paused: this till works alone.',
      });
    } catch (error) {
      setSharingSaid({ ok: false, text: `Not changed: ${messageOf(error)}` });
    } finally {
      setAsked(null);
    }
  };

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="this-station">
      <h2 id={`${id}-title`}>This station</h2>
      <form
        className="form-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveName();
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-name`}>Station name, as the other tills show it</label>
          <input
            id={`${id}-name`}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-name-error` : undefined}
          />
          <FieldError id={`${id}-name-error`} message={problem ?? undefined} />
        </div>
        <button type="submit">Save the name</button>
      </form>
      <SaidLine said={said} />
      {status && (
        <>
          <label className="choice">
            <input
              type="checkbox"
              checked={asked ?? status.sharing}
              onChange={(event) => void share(event.target.checked)}
              data-testid="store-sharing"
            />{' '}
            Share with other tills
          </label>
          <p className="field-hint">
            {status.listening
              ? `Other tills reach this one at ${status.listening}.`
              : 'This till is not listening for other tills now.'}{' '}
            While sharing is paused this till works alone, with its own rules.
          </p>
          <SaidLine said={sharingSaid} />
        </>
      )}
    </section>
  );
}
