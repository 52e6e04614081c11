// Text modules (2.2): only the three allowed ids, and a warning on any the service would drop.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TEXT_MODULE_IDS, textModuleProblem } from '@shared/api';
import type { TemplateForm } from '../templateForm';
import { useT } from '../../../../i18n/useT';

export function TextModulesField() {
  const t = useT();
  const { control, register } = useFormContext<TemplateForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'textModulesData' });
  const values = useWatch({ control, name: 'textModulesData' });
  const used = new Set(values.map((m) => m.id));
  const nextId = TEXT_MODULE_IDS.find((id) => !used.has(id));
  return (
    <fieldset className="form-group">
      <legend>{t('templates.modules.legend')}</legend>
      <p className="field-hint">{t('templates.modules.hint')}</p>
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
              <label htmlFor={`${base}-id`}>{t('templates.modules.position')}</label>
              <select id={`${base}-id`} {...register(`textModulesData.${index}.id`)}>
                {TEXT_MODULE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor={`${base}-header`}>{t('templates.editor.header')}</label>
              <input
                id={`${base}-header`}
                data-placeholders="true"
                {...register(`textModulesData.${index}.header`)}
              />
            </div>
            <div className="form-field">
              <label htmlFor={`${base}-body`}>{t('templates.modules.body')}</label>
              <input
                id={`${base}-body`}
                data-placeholders="true"
                {...register(`textModulesData.${index}.body`)}
              />
            </div>
            <button type="button" className="link-button" onClick={() => remove(index)}>
              {t('templates.modules.remove', { number: index + 1 })}
            </button>
            {problem && (
              <p id={`${base}-problem`} className="desk-warning" role="status">
                {t('templates.modules.dropped', { problem })}
              </p>
            )}
          </div>
        );
      })}
      {nextId && (
        <button type="button" onClick={() => append({ id: nextId, header: '', body: '' })}>
          {t('templates.modules.add')}
        </button>
      )}
    </fieldset>
  );
}
