// Text modules (2.2): only the three allowed ids, and a warning on any the service would drop.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TEXT_MODULE_IDS, textModuleProblem } from '@shared/api';
import type { TemplateForm } from '../templateForm';

export function TextModulesField() {
  const { control, register } = useFormContext<TemplateForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'textModulesData' });
  const values = useWatch({ control, name: 'textModulesData' });
  const used = new Set(values.map((m) => m.id));
  const nextId = TEXT_MODULE_IDS.find((id) => !used.has(id));
  return (
    <fieldset className="form-group">
      <legend>Text modules</legend>
      <p className="field-hint">
        Up to three, shown side by side: start, middle and end of the row.
      </p>
      {fields.map((field, index) => {
        const problem = values[index] ? textModuleProblem(values[index]) : null;
        const base = `f-textModulesData-${index}`;
        return (
          <div
            key={field.id}
            className="form-row"
            aria-describedby={problem ? `${base}-problem` : undefined}
          >
            <div className="form-field">
              <label htmlFor={`${base}-id`}>Position</label>
              <select id={`${base}-id`} {...register(`textModulesData.${index}.id`)}>
                {TEXT_MODULE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor={`${base}-header`}>Header</label>
              <input
                id={`${base}-header`}
                data-placeholders="true"
                {...register(`textModulesData.${index}.header`)}
              />
            </div>
            <div className="form-field">
              <label htmlFor={`${base}-body`}>Body</label>
              <input
                id={`${base}-body`}
                data-placeholders="true"
                {...register(`textModulesData.${index}.body`)}
              />
            </div>
            <button type="button" className="link-button" onClick={() => remove(index)}>
              Remove text module {index + 1}
            </button>
            {problem && (
              <p id={`${base}-problem`} className="desk-warning" role="status">
                The service will drop this module: {problem}.
              </p>
            )}
          </div>
        );
      })}
      {nextId && (
        <button type="button" onClick={() => append({ id: nextId, header: '', body: '' })}>
          Add text module
        </button>
      )}
    </fieldset>
  );
}
