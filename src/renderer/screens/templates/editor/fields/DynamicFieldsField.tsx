// The template's dynamicFields, each a chip that inserts `{field}` into the text being edited,
// and a warning for each placeholder used but not declared.
import { formFor } from '@shared/words/plural';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { undeclaredPlaceholders } from '@shared/api';
import { fieldNames, templateDataOf, type TemplateForm } from '../templateForm';
import { FieldError } from '../../../../ui/fields/FieldError';
import { errorAt } from '../../../../ui/fields/formErrors';

export function DynamicFieldsField({ onInsert }: { onInsert: (field: string) => void }) {
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
      <legend>Dynamic fields</legend>
      <p className="field-hint" id="chips-hint">
        Values filled in per member. Click a field to insert it where you are typing.
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
                aria-label={`Insert {${field.name}}`}
              >
                {`{${field.name}}`}
              </button>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove field ${field.name}`}
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
          <label htmlFor="new-dynamic-field">New field name</label>
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
          Add field
        </button>
      </div>
      {undeclared.length > 0 && (
        <p className="desk-warning" role="status" data-testid="undeclared-placeholders">
          Not in the dynamic fields, so no member value will fill them:{' '}
          {undeclared.map((n) => `{${n}}`).join(', ')}.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => undeclared.forEach((name) => append({ name }))}
          >
            Add {formFor(undeclared.length, { one: 'it', other: 'them' })}
          </button>
        </p>
      )}
    </fieldset>
  );
}
