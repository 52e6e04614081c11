// A program's member fields as inputs, for enrolling a member and for editing one: each its kind
// of input, and the core's per-field refusals put back on the fields they name.
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { AppError } from '@shared/ipc/errors';
import { saidShape, type Said } from '@shared/i18n/said';
import type { EnrolField } from '@shared/members/enrolForm';
import { sayThat } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { fieldWords } from './fieldWords';
import { TextField } from './TextField';

const INPUT: Record<EnrolField['kind'], { type: 'text' | 'tel' | 'email'; auto?: string }> = {
  text: { type: 'text' },
  phone: { type: 'tel', auto: 'tel' },
  email: { type: 'email', auto: 'email' },
  code: { type: 'text', auto: 'off' },
};

const autoCompleteOf = (field: EnrolField) =>
  INPUT[field.kind].auto ?? (/name/i.test(field.name) ? 'name' : 'off');

/** Inside a react-hook-form `FormProvider` whose values are named by the fields. */
export function EnrolFieldInputs({ fields }: { fields: readonly EnrolField[] }) {
  const t = useT();
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={
            field.required
              ? t('members.enrol.neededLabel', { label: fieldWords(field.name, t) })
              : fieldWords(field.name, t)
          }
          type={INPUT[field.kind].type}
          autoComplete={autoCompleteOf(field)}
          maxLength={field.maxLength}
          {...(field.kind === 'code' ? { hint: t('members.enrol.codeHint') } : {})}
        />
      ))}
    </>
  );
}

/**
 * The core names the fields it refused: each is marked on its input, said in the page's language
 * (`details.fieldsSaid`), or in the core's English where it has no words of its own (`fields`).
 */
export function markFieldErrors(
  error: unknown,
  fields: readonly EnrolField[],
  setError: UseFormSetError<Record<string, unknown>>,
): void {
  if (!(error instanceof AppError)) return;
  const english = z.record(z.string(), z.string()).safeParse(error.details?.['fields']);
  const saids = z.record(z.string(), saidShape).safeParse(error.details?.['fieldsSaid']);
  for (const [name, message] of Object.entries(english.data ?? {})) {
    if (!fields.some((f) => f.name === name)) continue;
    const said = saids.data?.[name];
    setError(name, { message: said ? sayThat(said as Said) : message });
  }
}
