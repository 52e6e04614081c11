// A flat form's resolver whose problems are said in the page's language: a schema message that is
// a catalogue id is said with the issue's bounds (or the caller's own values), zod's own as it is.
import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueSaid } from '@shared/i18n/issues';
import type { Said } from '@shared/i18n/said';
import { useSaid } from '../../i18n/useT';

type SayIssue = (issue: z.core.$ZodIssue) => Said | null;

/** Each field's first problem, keyed by its name; a problem of the whole form under `root`. */
export function useSaidResolver<Typed extends FieldValues, Sent>(
  schema: z.ZodType<Sent, Typed>,
  sayIssue: SayIssue = issueSaid,
): Resolver<Typed, unknown, Sent> {
  const say = useSaid();
  return useMemo<Resolver<Typed, unknown, Sent>>(
    () => async (values) => {
      const checked = await schema.safeParseAsync(values);
      if (checked.success) return { values: checked.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of checked.error.issues) {
        const name = typeof issue.path[0] === 'string' ? issue.path[0] : 'root';
        if (errors[name]) continue;
        const said = sayIssue(issue);
        errors[name] = { type: issue.code, message: said ? say(said) : issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<Typed> };
    },
    [schema, sayIssue, say],
  );
}
