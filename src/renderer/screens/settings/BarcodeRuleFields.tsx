// The barcode rule: how the text read from a pass becomes the member's id, tried live on a sample.
import { useState } from 'react';
import { useWatch, type Control, type useForm } from 'react-hook-form';
import { FieldError } from '../../ui/fields/FieldError';
import { useSaid, useT } from '../../i18n/useT';
import { tryBarcodeRule, type SettingsForm } from './settingsForm';

export function BarcodeRuleFields(props: {
  control: Control<SettingsForm>;
  register: ReturnType<typeof useForm<SettingsForm>>['register'];
  error: string | undefined;
}) {
  const mode = useWatch({ control: props.control, name: 'barcodeMode' });
  const pattern = useWatch({ control: props.control, name: 'barcodePattern' });
  const t = useT();
  const say = useSaid();
  const [sample, setSample] = useState('');
  const tried = sample
    ? tryBarcodeRule({ barcodeMode: mode, barcodePattern: pattern }, sample)
    : null;
  return (
    <fieldset className="form-group">
      <legend>{t('settings.barcode.title')}</legend>
      <p className="field-hint">{t('settings.barcode.hint')}</p>
      <label className="choice">
        <input type="radio" value="whole" {...props.register('barcodeMode')} />{' '}
        {t('settings.barcode.whole')}
      </label>
      <label className="choice">
        <input type="radio" value="pattern" {...props.register('barcodeMode')} />{' '}
        {t('settings.barcode.pattern')}
      </label>
      {mode === 'pattern' && (
        <div className="form-field">
          <label htmlFor="s-barcodePattern">{t('settings.barcode.patternLabel')}</label>
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
        <label htmlFor="s-sample">{t('settings.barcode.sample')}</label>
        <input
          id="s-sample"
          value={sample}
          onChange={(ev) => setSample(ev.target.value)}
          aria-describedby="s-sample-result"
        />
        <output id="s-sample-result" htmlFor="s-sample">
          {tried === null ? '' : typeof tried === 'string' ? tried : say(tried)}
        </output>
      </div>
    </fieldset>
  );
}
