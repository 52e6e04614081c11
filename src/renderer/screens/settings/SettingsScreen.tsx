// Station settings: the service, the write-only API key, the station, its loyalty program, the
// barcode rule, cooldown, languages, sounds, camera and training mode.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SettingsView } from '@shared/ipc/views';
import { said } from '@shared/i18n/said';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { FieldError } from '../../ui/fields/FieldError';
import { PresetSettings } from './PresetSettings';
import { useSettings } from '../../state/settings';
import { ApiKeySection } from './ApiKeySection';
import { StaffSection } from './StaffSection';
import { StoresSection } from './StoresSection';
import { DisplayLinkSection } from './DisplayLinkSection';
import { PractiseOfflineSection } from './PractiseOfflineSection';
import { PhoneCountrySection } from './PhoneCountrySection';
import { SoundSection } from './SoundSection';
import { LanguageSection } from './LanguageSection';
import { BarcodeRuleFields } from './BarcodeRuleFields';
import { useT } from '../../i18n/useT';
import type { SaidOutcome } from '../../ui/SaidLine';
import { SaidLine } from '../../ui/SaidLine';
import {
  settingsFormOf,
  settingsFormSchema,
  settingsChangeOf,
  type SettingsForm,
} from './settingsForm';
import { useCameras, usePrograms } from './settingsSources';
import { ManagerGate } from '../../ui/ManagerGate';
import '../../ui/desk.css';

export default function SettingsScreen() {
  const t = useT();
  const [view, setView] = useState<SettingsView | null>(null);
  // The failure, not its words: said in whatever language the page speaks now.
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    api()
      .settings.get({})
      .then(setView, (e: unknown) => setError(e ?? new Error()));
    return api().on('settings.changed', setView);
  }, []);

  return (
    <section className="desk-screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('shell.route.settings')}</h1>
      {error !== null && (
        <p role="alert" className="desk-error">
          {messageOf(error)}
        </p>
      )}
      <ManagerGate what={t('settings.apiKey.gate')} least="owner">
        {view && <ApiKeySection view={view} onChange={setView} />}
      </ManagerGate>
      <StaffSection />
      <StoresSection />
      <DisplayLinkSection />
      <LanguageSection />
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
  const { register, handleSubmit, control, formState, reset, setValue } = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormOf(view),
    mode: 'onChange',
  });
  const t = useT();
  const [status, setStatus] = useState<SaidOutcome | null>(null);
  const programs = usePrograms();
  const cameras = useCameras();
  const e = formState.errors;
  // Read while rendering, so the form tracks which fields the manager has changed.
  const edited = formState.dirtyFields;

  // A change made elsewhere (the wizard choosing a program, another till of the store) shows
  // here at once; a field the manager is editing keeps what they typed.
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const fresh = settingsFormOf(view);
    if (!formState.isDirty) return reset(fresh);
    for (const name of Object.keys(fresh) as (keyof SettingsForm)[]) {
      if (!edited[name]) setValue(name, fresh[name]);
    }
  }, [view, formState.isDirty, edited, reset, setValue]);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await api().settings.update(settingsChangeOf(values, edited));
      reset(settingsFormOf(saved));
      onSaved(saved);
      setStatus({ ok: true, said: said('settings.saved') });
    } catch (error) {
      setStatus({ ok: false, error });
    }
  });

  const described = (id: string, error: unknown) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <form className="settings-form" noValidate onSubmit={(ev) => void save(ev)}>
      <fieldset className="form-group">
        <legend>{t('settings.service.title')}</legend>
        <div className="form-field">
          <label htmlFor="s-serviceUrl">{t('settings.service.url')}</label>
          <input
            id="s-serviceUrl"
            type="url"
            {...described('s-serviceUrl', e.serviceUrl)}
            {...register('serviceUrl')}
          />
          <FieldError id="s-serviceUrl-error" message={e.serviceUrl?.message} />
        </div>
        <label className="choice">
          <input type="checkbox" {...register('trainingMode')} /> {t('shell.status.training')}
        </label>
        <p className="field-hint">
          {t(view.apiKey.set ? 'settings.service.trainingHint' : 'settings.service.trainingNoKey')}
        </p>
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('settings.station.title')}</legend>
        <div className="form-field">
          <label htmlFor="s-stationName">{t('settings.station.name')}</label>
          <input
            id="s-stationName"
            maxLength={60}
            {...described('s-stationName', e.stationName)}
            {...register('stationName')}
          />
          <FieldError id="s-stationName-error" message={e.stationName?.message} />
        </div>
        <div className="form-field">
          <label htmlFor="s-programId">{t('settings.station.program')}</label>
          <select id="s-programId" {...register('programId')}>
            <option value="">{t('settings.station.noProgram')}</option>
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
          <label htmlFor="s-cooldownSeconds">{t('settings.station.cooldown')}</label>
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
          <label htmlFor="s-earningMinutes">{t('settings.station.earning')}</label>
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
          <label htmlFor="s-cameraId">{t('settings.station.camera')}</label>
          <select id="s-cameraId" {...register('cameraId')}>
            <option value="">{t('settings.station.defaultCamera')}</option>
            {cameras.map((c) => (
              <option key={c.deviceId} value={c.deviceId}>
                {c.label || t('settings.station.cameraNamed', { id: c.deviceId.slice(0, 6) })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <BarcodeRuleFields control={control} register={register} error={e.barcodePattern?.message} />
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {t('settings.save')}
        </button>
        <SaidLine said={status} />
      </div>
    </form>
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
