// A desk form's field errors said with its labels: the field's own, and those of fields a
// message compares it with (given by the form around it).
import { createContext, useContext } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { issueSentence, type FieldLabels } from '@shared/words/issues';
import { errorAt } from './formErrors';

/** Labels of the fields a form's messages may name besides the one they are about. */
export const FormLabels = createContext<FieldLabels>({});

/** The error of the field at `path`, as a sentence naming fields by their labels. */
export function useFieldError(path: string, label: string): string | undefined {
  const { formState } = useFormContext<FieldValues>();
  const others = useContext(FormLabels);
  const message = errorAt(formState.errors, path);
  if (message === undefined) return undefined;
  const field = path.split('.').pop()!;
  return issueSentence(message, { ...others, [field]: label }, field);
}
