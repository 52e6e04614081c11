// The enrolment form of a program, for enrolling a member and for editing one: its fields, and a
// form checked with the enrolment schema whose problems are said in the page's language.
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { ProgramView } from '@shared/ipc/views';
import { enrolFields, enrolSchema } from '@shared/members/enrolForm';
import { enrolIssueSaid } from '@shared/members/enrolIssues';
import { useSettings } from '../../state/settings';
import { useSaidResolver } from './useSaidResolver';

/** The form holds what was typed (any field may be blank); the schema answers what is sent. */
export function useEnrolForm(program: ProgramView, typed: (name: string) => string) {
  const fields = useMemo(() => enrolFields(program.template), [program.template]);
  const phoneCountry = useSettings((s) => s.settings?.phoneCountry ?? null);
  const schema = useMemo(() => enrolSchema(fields, phoneCountry), [fields, phoneCountry]);
  const { locale } = useIntl();
  const sayIssue = useCallback(
    (issue: z.core.$ZodIssue) => enrolIssueSaid(issue, locale),
    [locale],
  );
  const resolver = useSaidResolver<Record<string, unknown>, Record<string, string>>(
    schema,
    sayIssue,
  );
  const methods = useForm<Record<string, unknown>, unknown, Record<string, string>>({
    resolver,
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, typed(f.name)])),
  });
  return { fields, methods };
}
