// The station's country: phone numbers typed without + at enrolment and search are read as its.
import { useId, useMemo } from 'react';
import {
  countryName,
  countryOfLocale,
  phoneCountry,
  phoneCountryChoices,
} from '@shared/members/phone';
import { useSettings } from '../../stores/settings';
import { useSettingSave } from './useSettingSave';
import { SaidLine } from '../../ui/SaidLine';

export function PhoneCountrySection() {
  const current = useSettings((s) => s.settings?.phoneCountry);
  const choices = useMemo(phoneCountryChoices, []);
  const suggested = useMemo(() => countryOfLocale(navigator.language), []);
  const { save, said } = useSettingSave();
  const id = useId();

  if (current === undefined) return null;
  const choose = (code: string) => {
    if (code === '')
      return void save({ phoneCountry: null }, 'Saved: numbers need + and the country code.');
    const checked = phoneCountry.safeParse(code);
    if (!checked.success) return;
    void save(
      { phoneCountry: checked.data },
      `Saved: numbers without + are read as ${countryName(checked.data)} numbers.`,
    );
  };
  return (
    <section className="form-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Phone numbers</h2>
      <div className="form-field">
        <label htmlFor={`${id}-country`}>Country of this station</label>
        <select
          id={`${id}-country`}
          value={current ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">None: numbers need + and the country code</option>
          {choices.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        A number typed without + (like 020 7946 0958) is read as this country&apos;s, when a member
        enrols and when one is looked up. Numbers are kept with their country code.
      </p>
      {current === null && suggested && (
        <button type="button" onClick={() => choose(suggested)}>
          Use {countryName(suggested)} (this computer&apos;s language settings)
        </button>
      )}
      <SaidLine said={said} />
    </section>
  );
}
