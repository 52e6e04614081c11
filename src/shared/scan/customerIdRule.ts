// Turns the text read from a pass's barcode into a `customerId`, by the station's rule.
// A template's barcodeValue may wrap the member's identifier (spec 4.5 rule 3), e.g.
// `MEMBER:{customerId}`, so the rule is either the whole text or a pattern that captures it.
import { z } from 'zod';
import { said, type Said } from '../i18n/said';
import { isSafePattern } from './safePattern';

export const customerIdRule = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('whole') }),
  z.object({
    mode: z.literal('pattern'),
    /** A regular expression with a group named `id`, or else one capturing group. */
    pattern: z
      .string()
      .min(1, 'main.schema.patternEmpty')
      .refine(isSafePattern, { message: 'main.schema.patternUnsafe', abort: true })
      .refine(isUsablePattern, { message: 'main.schema.patternInvalid' }),
  }),
]);
export type CustomerIdRule = z.infer<typeof customerIdRule>;

function isUsablePattern(pattern: string): boolean {
  try {
    const groups = new RegExp(`${pattern}|`).exec('')!.length - 1;
    return groups >= 1;
  } catch {
    return false;
  }
}

export type CustomerIdResult =
  | { ok: true; customerId: string }
  /** `reason` in English (the settings form's check); `said` for the reader's language. */
  | { ok: false; reason: string; said: Said };

export function customerIdFromScan(text: string, rule: CustomerIdRule): CustomerIdResult {
  const scanned = text.trim();
  if (scanned === '') {
    return { ok: false, reason: 'The code is empty.', said: said('main.counter.codeEmpty') };
  }
  if (rule.mode === 'whole') return { ok: true, customerId: scanned };
  const match = new RegExp(rule.pattern).exec(scanned);
  const id = match?.groups?.['id'] ?? match?.[1];
  if (!id) {
    return {
      ok: false,
      reason: `The code “${scanned}” does not match the station’s barcode rule.`,
      said: said('main.counter.codeNotMatchingRule', { code: scanned }),
    };
  }
  return { ok: true, customerId: id.trim() };
}
