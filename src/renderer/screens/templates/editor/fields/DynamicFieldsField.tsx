// The template's dynamicFields, each a chip that inserts `{field}` into the text being edited,
// and a warning for each placeholder used but not declared.
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { undeclaredPlaceholders } from '@shared/api';
import { fieldNames, templateDataOf, type TemplateForm } from '../templateForm';
import { FieldError } from '../../../../ui/fields/FieldError';
import { errorAt } from '../../../../ui/fields/formErrors';
import { useT } from '../../../../i18n/useT';
import { useIntl } from 'react-intl';

export function DynamicFieldsField({ onInsert }: { onInsert: (field: string) => void }) {
  const t = useT();
  const intl = useIntl();
  const { control, register, formState } = useFormContext<TemplateForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'dynamicFields' });
  const [draftName, setDraftName] = useState('');
  const form = useWatch({ control }) as TemplateForm;
  const names = fieldNames(form);
  const undeclared = undeclaredPlaceholders(templateDataOf(form), names);

  const add = () => {
    const name = draftName.trim();
    if (name === '' || names.includes(name)) return;
    append({ name });
    setDraftName('');
  };

  return (
    <fieldset className="form-group">
      <legend>{t('templates.dynamic.legend')}</legend>
      <p className="field-hint" id="chips-hint">
        {t('templates.dynamic.hint')}
      </p>
      <ul className="chip-list" aria-describedby="chips-hint">
        {fields.map((field, index) => {
          const error = errorAt(formState.errors, `dynamicFields.${index}.name`);
          return (
            <li key={field.id} className="chip">
              <input type="hidden" {...register(`dynamicFields.${index}.name`)} />
              <button
                type="button"
                className="chip__insert"
                // Keep the caret in the text field: insert on mousedown, before focus moves.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onInsert(field.name)}
                aria-label={t('templates.dynamic.insert', { placeholder: `{${field.name}}` })}
              >
                {`{${field.name}}`}
              </button>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('templates.dynamic.remove', { name: field.name })}
                onClick={() => remove(index)}
              >
                ×
              </button>
              <FieldError id={`dyn-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="new-dynamic-field">{t('templates.dynamic.newName')}</label>
          <input
            id="new-dynamic-field"
            value={draftName}
            pattern="[A-Za-z_][A-Za-z0-9_]*"
            onChange={(e) => setDraftName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={!/^[A-Za-z_][A-Za-z0-9_]*$/.test(draftName.trim())}
        >
          {t('templates.dynamic.add')}
        </button>
      </div>
      {undeclared.length > 0 && (
        <p className="desk-warning" role="status" data-testid="undeclared-placeholders">
          {t('templates.dynamic.undeclared', {
            placeholders: intl.formatList(
              undeclared.map((n) => `{${n}}`),
              { type: 'unit' },
            ),
          })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => undeclared.forEach((name) => append({ name }))}
          >
            {t('templates.dynamic.addUndeclared', { count: undeclared.length })}
          </button>
        </p>
      )}
    </fieldset>
  );
}
