// Sample member values the manager edits to see the preview filled in.
import { useT } from '../../../i18n/useT';

export function SampleValues(props: {
  fields: string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  const t = useT();
  if (props.fields.length === 0) return null;
  return (
    <fieldset className="form-group sample-values">
      <legend>{t('templates.preview.samples')}</legend>
      {props.fields.map((name) => (
        <div key={name} className="form-field">
          <label htmlFor={`sample-${name}`}>{t('templates.preview.sample', { name })}</label>
          <input
            id={`sample-${name}`}
            value={props.values[name] ?? ''}
            placeholder={`<${name}>`}
            onChange={(e) => props.onChange({ ...props.values, [name]: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
