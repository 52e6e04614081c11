// The station's language and the customer display's, each kept the moment it is chosen: the
// station's re-says every open screen at once, the display's only what the customer reads.
import { useId } from 'react';
import { LANGUAGE_NAMES, LOCALES, languageSchema, type Language } from '@shared/i18n/locales';
import { said } from '@shared/i18n/said';
import { useSettings } from '../../state/settings';
import { useT } from '../../i18n/useT';
import { useSettingSave } from './useSettingSave';
import { SaidLine } from '../../ui/SaidLine';

export function LanguageSection() {
  const t = useT();
  const station = useSettings((s) => s.settings?.language);
  const display = useSettings((s) => s.settings?.displayLanguage);
  const { save, said: saved } = useSettingSave();
  const id = useId();

  if (station === undefined || display === undefined) return null;
  const choose = (which: 'language' | 'displayLanguage', value: string) => {
    const checked = languageSchema.safeParse(value);
    if (!checked.success) return;
    const name = LANGUAGE_NAMES[checked.data];
    void save(
      { [which]: checked.data },
      which === 'language'
        ? said('settings.language.savedStation', { name })
        : said('settings.language.savedDisplay', { name }),
    );
  };
  return (
    <section className="form-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.language.title')}</h2>
      <LanguagePicker
        id={`${id}-station`}
        label={t('settings.language.station')}
        value={station}
        onChoose={(value) => choose('language', value)}
      />
      <LanguagePicker
        id={`${id}-display`}
        label={t('settings.language.display')}
        value={display}
        onChoose={(value) => choose('displayLanguage', value)}
      />
      <p className="field-hint">{t('settings.language.hint')}</p>
      <SaidLine said={saved} />
    </section>
  );
}

function LanguagePicker(props: {
  id: string;
  label: string;
  value: Language;
  onChoose(value: string): void;
}) {
  // The pseudo-locale is for tests: offered only while it is already the setting.
  const offered: readonly Language[] = (LOCALES as readonly Language[]).includes(props.value)
    ? LOCALES
    : [...LOCALES, props.value];
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChoose(e.target.value)}>
        {offered.map((language) => (
          // Each name in its own language, so a person finds theirs whatever the screen speaks.
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
