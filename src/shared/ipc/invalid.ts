// A request's or a file's zod problems as words: English naming the fields, for logs and the
// error's message, and the first problem as a Said the reader's page says. Main and the host only.
import type { z } from 'zod';
import { inEnglish } from '../i18n/everyLanguage';
import { issueSaid } from '../i18n/issues';
import type { Said } from '../i18n/said';
import { AppError } from './errors';

type Issue = z.core.$ZodIssue;

/** One problem in English: a catalogue id said, or zod's own words as they are. */
export function issueInEnglish(issue: Issue): string {
  const words = issueSaid(issue);
  return words ? inEnglish(words) : issue.message;
}

/** Describes a zod failure as one sentence naming the fields to fix. */
export function describeIssues(error: z.ZodError | readonly Issue[]): string {
  const issues = 'issues' in error ? error.issues : error;
  return issues
    .map((issue) => {
      const text = issueInEnglish(issue);
      return issue.path.length ? `${issue.path.join('.')}: ${text}` : text;
    })
    .join('; ');
}

/**
 * What the reader is told: the first problem a schema names by id, or, for zod's own words,
 * which fields PassDesk could not take.
 */
export function issuesSaid(issues: readonly Issue[]): Said {
  const named = issues.map(issueSaid).find((words) => words !== null);
  if (named) return named;
  const fields = [...new Set(issues.map((issue) => issue.path.join('.')).filter(Boolean))];
  return fields.length
    ? { id: 'main.request.invalidFields', values: { fields: fields.join(', ') } }
    : { id: 'main.request.invalid' };
}

/** The request refused as `invalid`: the English names every field, the Said the first. */
export function invalidInput(error: z.ZodError | readonly Issue[]): AppError {
  const issues = 'issues' in error ? error.issues : error;
  return new AppError('invalid', describeIssues(issues), undefined, issuesSaid(issues));
}
