// The enrolment form's problems in English, for the core's refusals and logs. Main only: it
// reads every catalogue, which the renderer never loads at once.
import type { z } from 'zod';
import { inEnglish } from '../i18n/everyLanguage';
import { enrolIssueSaid } from './enrolIssues';

export function enrolIssueInEnglish(issue: z.core.$ZodIssue): string {
  const said = enrolIssueSaid(issue);
  return said === null ? issue.message : inEnglish(said);
}
