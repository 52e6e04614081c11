// Station settings: the service, the write-only API key, the station, its loyalty program, the
// barcode rule, cooldown, sounds, camera and training mode.
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SettingsView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { FieldError } from '../../ui/fields/FieldError';
import { PresetSettings } from './PresetSettings';
import { useSettings } from '../../stores/settings';
import { ApiKeySection } from './ApiKeySection';
import { StaffSection } from './StaffSection';
import { StoresSection } from './StoresSection';
import { DisplayLinkSection } from './DisplayLinkSection';
import { PractiseOfflineSection } from './PractiseOfflineSection';
import { PhoneCountrySection } from './PhoneCountrySection';
import { SoundSection } from './SoundSection';
import {
  settingsFormOf,
  settingsFormSchema,
  settingsUpdateOf,
  tryBarcodeRule,
  type SettingsForm,
} from './settingsForm';
import { useCameras, usePrograms } from './settingsSources';
import { ManagerGate } from '../../ui/ManagerGate';
import '../../ui/desk.css';

export default function SettingsScreen() {
  const [view, setView] = useState<SettingsView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api()
      .settings.get({})
      .then(setView, (e: unknown) => setError(messageOf(e)));
    return api().on('settings.changed', setView);
  }, []);

  return (
    <section className="desk-screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
      <ManagerGate what="The API key" least="owner">
        {view && <ApiKeySection view={view} onChange={setView} />}
      </ManagerGate>
      <StaffSection />
      <StoresSection />
      <DisplayLinkSection />
      <PhoneCountrySection />
      <SoundSection />
      {view && <StationSettings view={view} onSaved={setView} />}
      {view && <PractiseOfflineSection view={view} onChange={setView} />}
      {view && <Presets view={view} />}
    </section>
  );
}

function StationSettings({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (v: SettingsView) => void;
}) {
  const { register, handleSubmit, control, formState, reset } = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormOf(view),
    mode: 'onChange',
  });
  const [status, setStatus] = useState<string | null>(null);
  const programs = usePrograms();
  const cameras = useCameras();
  const e = formState.errors;

  // A change made elsewhere (the wizard choosing a program, another window) shows here, unless
  // the manager is in the middle of editing.
  useEffect(() => {
    if (!formState.isDirty) reset(settingsFormOf(view));
  }, [view, formState.isDirty, reset]);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await api().settings.update(settingsUpdateOf(values));
      reset(settingsFormOf(saved));
      onSaved(saved);
      setStatus('Settings saved.');
    } catch (err) {
      setStatus(`Not saved: ${messageOf(err)}`);
    }
  });

  const described = (id: string, error: unknown) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <form className="settings-form" noValidate onSubmit={(ev) => void save(ev)}>
      <fieldset className="form-group">
        <legend>Service</legend>
        <div className="form-field">
          <label htmlFor="s-serviceUrl">Service URL</label>
          <input
            id="s-serviceUrl"
            type="url"
            {...described('s-serviceUrl', e.serviceUrl)}
            {...register('serviceUrl')}
          />
          <FieldError id="s-serviceUrl-error" message={e.serviceUrl?.message} />
        </div>
        <label className="choice">
          <input type="checkbox" {...register('trainingMode')} /> Training mode
        </label>
        <p className="field-hint">
          Training mode uses the service built into PassDesk on this computer: practise with test
          members, no account needed, and nothing reaches your real passes.
          {view.apiKey.set ? '' : ' Until an API key is set, the station always trains.'}
        </p>
      </fieldset>
      <fieldset className="form-group">
        <legend>This station</legend>
        <div className="form-field">
          <label htmlFor="s-stationName">Station name</label>
          <input
            id="s-stationName"
            maxLength={60}
            {...described('s-stationName', e.stationName)}
            {...register('stationName')}
          />
          <FieldError id="s-stationName-error" message={e.stationName?.message} />
        </div>
        <div className="form-field">
          <label htmlFor="s-programId">Loyalty program served at this station</label>
          <select id="s-programId" {...register('programId')}>
            <option value="">None chosen</option>
            {programs.map((p) => (
              <option key={p.dynamicPassId} value={p.dynamicPassId}>
                {p.name}
              </option>
            ))}
            {view.programId && !programs.some((p) => p.dynamicPassId === view.programId) && (
              <option value={view.programId}>{view.programId}</option>
            )}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="s-cooldownSeconds">
            Cooldown between two stamps for the same member (seconds)
          </label>
          <input
            id="s-cooldownSeconds"
            type="number"
            min={0}
            max={3600}
            {...described('s-cooldownSeconds', e.cooldownSeconds)}
            {...register('cooldownSeconds', { valueAsNumber: true })}
          />
          <FieldError id="s-cooldownSeconds-error" message={e.cooldownSeconds?.message} />
        </div>
        <div className="form-field">
          <label htmlFor="s-earningMinutes">
            Earning rule: at most one stamp per member every (minutes, 0 for none)
          </label>
          <input
            id="s-earningMinutes"
            type="number"
            min={0}
            max={1440}
            {...described('s-earningMinutes', e.earningMinutes)}
            {...register('earningMinutes', { valueAsNumber: true })}
          />
          <FieldError id="s-earningMinutes-error" message={e.earningMinutes?.message} />
        </div>
        <div className="form-field">
          <label htmlFor="s-cameraId">Camera</label>
          <select id="s-cameraId" {...register('cameraId')}>
            <option value="">The system's default camera</option>
            {cameras.map((c) => (
              <option key={c.deviceId} value={c.deviceId}>
                {c.label || `Camera ${c.deviceId.slice(0, 6)}`}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <BarcodeRuleFields control={control} register={register} error={e.barcodePattern?.message} />
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save settings
        </button>
        <p role="status">{status}</p>
      </div>
    </form>
  );
}

function BarcodeRuleFields(props: {
  control: Control<SettingsForm>;
  register: ReturnType<typeof useForm<SettingsForm>>['register'];
  error: string | undefined;
}) {
  const mode = useWatch({ control: props.control, name: 'barcodeMode' });
  const pattern = useWatch({ control: props.control, name: 'barcodePattern' });
  const [sample, setSample] = useState('');
  return (
    <fieldset className="form-group">
      <legend>Barcode rule</legend>
      <p className="field-hint">How the text read from a pass becomes the member's id.</p>
      <label className="choice">
        <input type="radio" value="whole" {...props.register('barcodeMode')} /> The whole text is
        the member id
      </label>
      <label className="choice">
        <input type="radio" value="pattern" {...props.register('barcodeMode')} /> A pattern picks
        the id out of the text
      </label>
      {mode === 'pattern' && (
        <div className="form-field">
          <label htmlFor="s-barcodePattern">
            Pattern (a regular expression with a group named id, or one group)
          </label>
          <input
            id="s-barcodePattern"
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? 's-barcodePattern-error' : undefined}
            {...props.register('barcodePattern')}
          />
          <FieldError id="s-barcodePattern-error" message={props.error} />
        </div>
      )}
      <div className="form-field">
        <label htmlFor="s-sample">Try a scanned text</label>
        <input
          id="s-sample"
          value={sample}
          onChange={(ev) => setSample(ev.target.value)}
          aria-describedby="s-sample-result"
        />
        <output id="s-sample-result" htmlFor="s-sample">
          {sample ? tryBarcodeRule({ barcodeMode: mode, barcodePattern: pattern }, sample) : ''}
        </output>
      </div>
    </fieldset>
  );
}

/** The counter's push-message presets, saved through the shared settings store. */
function Presets({ view }: { view: SettingsView }) {
  const update = useSettings((s) => s.update);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="settings-presets">
      <PresetSettings
        presets={view.notificationPresets}
        save={async (change) => {
          try {
            await update(change);
            setError(null);
          } catch (e) {
            setError(messageOf(e));
          }
        }}
      />
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
    </div>
  );
}
