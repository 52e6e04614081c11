// A schema's message as a Said: a schema names its problem by a catalogue id
// (`z.string().min(1, 'main.stationNeedsName')`), and the issue's bounds become its values, so
// "at most {maximum} characters" is said in the reader's language with the schema's own figure.
import type { z } from 'zod';
import type { MessageId } from './messageId';
import type { Said, SaidValue } from './said';

const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const BOUNDS = ['minimum', 'maximum', 'expected', 'format', 'divisor', 'origin'] as const;

function isMessageId(text: string): boolean {
  return MESSAGE_ID.test(text);
}

/** The issue as a Said when its message is a catalogue id; null for zod's own words. */
export function issueSaid(issue: z.core.$ZodIssue): Said | null {
  if (!isMessageId(issue.message)) return null;
  const values: Record<string, SaidValue> = {};
  // A refinement names its bound in `params` (`{ error: id, params: { maximum: 366 } }`).
  const params = (issue as { params?: Record<string, unknown> }).params;
  const facts = { ...params, ...(issue as unknown as Record<string, unknown>) };
  for (const bound of BOUNDS) {
    const value = facts[bound];
    if (typeof value === 'number' || typeof value === 'string') values[bound] = value;
    else if (typeof value === 'bigint') values[bound] = Number(value);
  }
  return { id: issue.message as MessageId, values };
}
