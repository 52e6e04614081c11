// A schema's problem as the page says it: a catalogue id (the shared schemas' way) said in the
// page's language with the schema's bounds, else zod's own words, already in it (zodLanguage.ts).
import type { z } from 'zod';
import { issueSaid } from '@shared/i18n/issues';
import { sayThat } from './messages';

export function sayIssue(issue: z.core.$ZodIssue): string {
  const words = issueSaid(issue);
  return words ? sayThat(words) : issue.message;
}
