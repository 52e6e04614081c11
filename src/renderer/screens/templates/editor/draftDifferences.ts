// What differs between the manager's draft and the newer version on the service, field by field.
import type { TemplateForm } from './templateForm';

export interface Difference {
  /** The form's key; the screen names it by its label. */
  field: keyof TemplateForm;
  mine: string;
  theirs: string;
}

function shown(value: TemplateForm[keyof TemplateForm]): string {
  if (typeof value === 'string') return value;
  if (value.length === 0) return '';
  return value
    .map((item) =>
      Object.values(item)
        .filter((v) => v !== '')
        .join(' · '),
    )
    .join('\n');
}

export function draftDifferences(mine: TemplateForm, theirs: TemplateForm): Difference[] {
  return (Object.keys(mine) as (keyof TemplateForm)[])
    .filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(theirs[key]))
    .map((key) => ({
      field: key,
      mine: shown(mine[key]),
      theirs: shown(theirs[key]),
    }));
}
