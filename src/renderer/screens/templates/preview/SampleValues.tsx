// Sample member values the manager edits to see the preview filled in.
export function SampleValues(props: {
  fields: string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  if (props.fields.length === 0) return null;
  return (
    <fieldset className="form-group sample-values">
      <legend>Sample member for the preview</legend>
      {props.fields.map((name) => (
        <div key={name} className="form-field">
          <label htmlFor={`sample-${name}`}>Sample {name}</label>
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
