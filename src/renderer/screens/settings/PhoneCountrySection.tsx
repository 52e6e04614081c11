// The station's country: phone numbers typed without + at enrolment and search are read as its.
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { said } from '@shared/i18n/said';
import { countryOfLocale, phoneCountry, phoneCountryChoices } from '@shared/members/phone';
import { useSettings } from '../../state/settings';
import { useSettingSave } from './useSettingSave';
import { SaidLine } from '../../ui/SaidLine';
import { useT } from '../../i18n/useT';

export function PhoneCountrySection() {
  const t = useT();
  const intl = useIntl();
  // Countries named in the reader's language, as the browser's own list names them.
  const countryName = (code: string) =>
    // eslint-disable-next-line i18n/person-facing-text -- an Intl option: show the code when no name is known
    intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;
  const current = useSettings((s) => s.settings?.phoneCountry);
  const choices = useMemo(phoneCountryChoices, []);
  const suggested = useMemo(() => countryOfLocale(navigator.language), []);
  const { save, said: saved } = useSettingSave();
  const id = useId();

  if (current === undefined) return null;
  const choose = (code: string) => {
    if (code === '') return void save({ phoneCountry: null }, said('settings.phone.savedNone'));
    const checked = phoneCountry.safeParse(code);
    if (!checked.success) return;
    void save(
      { phoneCountry: checked.data },
      said('settings.phone.saved', { country: countryName(checked.data) }),
    );
  };
  return (
    <section className="form-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.phone.title')}</h2>
      <div className="form-field">
        <label htmlFor={`${id}-country`}>{t('settings.phone.country')}</label>
        <select
          id={`${id}-country`}
          value={current ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{t('settings.phone.none')}</option>
          {[...choices]
            .sort((a, b) => countryName(a.code).localeCompare(countryName(b.code), intl.locale))
            .map((c) => (
              <option key={c.code} value={c.code}>
                {countryName(c.code)}
              </option>
            ))}
        </select>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {t('settings.phone.hint')}
      </p>
      {current === null && suggested && (
        <button type="button" onClick={() => choose(suggested)}>
          {t('settings.phone.suggest', { country: countryName(suggested) })}
        </button>
      )}
      <SaidLine said={saved} />
    </section>
  );
}
