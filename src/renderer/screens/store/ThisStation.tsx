// This station as the store's other tills know it: its name, where it listens, and the switch
// that pauses sharing (a manager's) so it works alone for a while.
import { issueSaid } from '@shared/i18n/issues';
import { useEffect, useId, useState } from 'react';
import { settingsInput } from '@shared/ipc/settingsView';
import { api } from '../../bridge/api';
import { useSettings } from '../../state/settings';
import { useStoreStatus } from '../../state/storeStatus';
import { FieldError } from '../../ui/fields/FieldError';
import { useSettingSave } from '../settings/useSettingSave';
import { SaidLine, type SaidOutcome } from '../../ui/SaidLine';
import { said, type Said } from '@shared/i18n/said';
import { useSaid, useT } from '../../i18n/useT';

export function ThisStation() {
  const t = useT();
  const say = useSaid();
  const id = useId();
  const saved = useSettings((s) => s.settings?.stationName);
  const status = useStoreStatus((s) => s.status);
  const [name, setName] = useState(saved ?? '');
  // A rule's own words (the schema's) or a catalogue message of this page's.
  const [problem, setProblem] = useState<string | Said | null>(null);
  const { save, said: nameSaid } = useSettingSave();
  const [sharingSaid, setSharingSaid] = useState<SaidOutcome | null>(null);
  // The switch follows the tap at once; the line below it says when the core has kept it.
  const [asked, setAsked] = useState<boolean | null>(null);

  // The name saved elsewhere (another window, a restart) shows here unless one is being typed.
  useEffect(() => {
    if (saved !== undefined) setName((typed) => (typed === '' ? saved : typed));
  }, [saved]);

  const saveName = () => {
    const checked = settingsInput.shape.stationName.safeParse(name);
    if (!checked.success) {
      const first = checked.error.issues[0];
      return setProblem(
        first ? (issueSaid(first) ?? first.message) : said('settings.stores.giveName'),
      );
    }
    setProblem(null);
    void save(
      { stationName: checked.data },
      said('settings.stores.nameSaved', { name: checked.data }),
    );
  };

  const share = async (on: boolean) => {
    setAsked(on);
    setSharingSaid(null);
    try {
      // The core stores the switch before it answers, so the page says so only then.
      await useStoreStatus.getState().apply(api().store.setSharing({ on }));
      setSharingSaid({
        ok: true,
        said: said(on ? 'settings.stores.sharingOn' : 'settings.stores.sharingOff'),
      });
    } catch (error) {
      setSharingSaid({ ok: false, error, failed: 'settings.stores.notChanged' });
    } finally {
      setAsked(null);
    }
  };

  return (
    <section className="form-group" aria-labelledby={`${id}-title`} data-testid="this-station">
      <h2 id={`${id}-title`}>{t('settings.station.title')}</h2>
      <form
        className="form-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveName();
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t('settings.stores.nameLabel')}</label>
          <input
            id={`${id}-name`}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-name-error` : undefined}
          />
          <FieldError
            id={`${id}-name-error`}
            message={
              problem === null ? undefined : typeof problem === 'string' ? problem : say(problem)
            }
          />
        </div>
        <button type="submit">{t('settings.stores.saveName')}</button>
      </form>
      <SaidLine said={nameSaid} />
      {status && (
        <>
          <label className="choice">
            <input
              type="checkbox"
              checked={asked ?? status.sharing}
              onChange={(event) => void share(event.target.checked)}
              data-testid="store-sharing"
            />{' '}
            {t('settings.stores.share')}
          </label>
          <p className="field-hint">
            {status.listening
              ? t('settings.stores.listening', { address: status.listening })
              : t('settings.stores.notListening')}{' '}
            {t('settings.stores.pausedHint')}
          </p>
          <SaidLine said={sharingSaid} />
        </>
      )}
    </section>
  );
}
