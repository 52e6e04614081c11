// Link modules (2.3): a description and a telephone, mail, web or geo URI.
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TemplateForm } from '../templateForm';
import { FieldError } from '../../../../ui/fields/FieldError';
import { errorAt } from '../../../../ui/fields/formErrors';
import { useT } from '../../../../i18n/useT';

export function LinksField() {
  const t = useT();
  const { control, register, formState } = useFormContext<TemplateForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'linksModuleData' });
  return (
    <fieldset className="form-group">
      <legend>{t('templates.links.legend')}</legend>
      {fields.map((field, index) => {
        const base = `f-linksModuleData-${index}`;
        const uriError = errorAt(formState.errors, `linksModuleData.${index}.uri`);
        return (
          <div key={field.id} className="form-row">
            <div className="form-field">
              <label htmlFor={`${base}-description`}>{t('templates.editor.description')}</label>
              <input
                id={`${base}-description`}
                data-placeholders="true"
                {...register(`linksModuleData.${index}.description`)}
              />
            </div>
            <div className="form-field">
              <label htmlFor={`${base}-uri`}>{t('templates.links.uri')}</label>
              <input
                id={`${base}-uri`}
                data-placeholders="true"
                aria-invalid={uriError ? true : undefined}
                aria-describedby={uriError ? `${base}-uri-error` : undefined}
                {...register(`linksModuleData.${index}.uri`)}
              />
              <FieldError id={`${base}-uri-error`} message={uriError} />
            </div>
            <button type="button" className="link-button" onClick={() => remove(index)}>
              {t('templates.links.remove', { number: index + 1 })}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        onClick={() => append({ id: `r${fields.length + 1}`, description: '', uri: '' })}
      >
        {t('templates.links.add')}
      </button>
    </fieldset>
  );
}
