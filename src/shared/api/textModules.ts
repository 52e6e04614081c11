// Text and link modules of spec 2.2 and 2.3, and the cleaning rule of 4.1.
import { z } from 'zod';
import { URL_MAX, limitedText } from './limits';

export const TEXT_MODULE_IDS = ['r1start', 'r1middle', 'r1end'] as const;
export type TextModuleId = (typeof TEXT_MODULE_IDS)[number];

/** A text module as stored and returned: a valid id and a non-empty header and body. */
export const textModule = z.object({
  id: z.enum(TEXT_MODULE_IDS),
  header: z.string().refine((s) => s.trim() !== '', 'header must not be empty'),
  body: z.string().refine((s) => s.trim() !== '', 'body must not be empty'),
});
export type TextModule = z.infer<typeof textModule>;

/**
 * A text module as a request may carry it. Invalid items are not an error: rule 4.1 removes
 * them, so the request schema only checks that each item is an object of strings.
 */
export const textModuleInput = z.object({
  id: limitedText('id').optional(),
  header: limitedText('header').optional(),
  body: limitedText('body').optional(),
});
export type TextModuleInput = z.infer<typeof textModuleInput>;

/** Why a text module would be dropped by the service, or null when it is kept. */
export function textModuleProblem(item: TextModuleInput): string | null {
  if (!TEXT_MODULE_IDS.includes(item.id as TextModuleId)) {
    return `id must be one of ${TEXT_MODULE_IDS.join(', ')}`;
  }
  if (!item.header || item.header.trim() === '') return 'header is empty';
  if (!item.body || item.body.trim() === '') return 'body is empty';
  return null;
}

/** Rule 4.1: items with an invalid id or an empty header or body are removed. */
export function cleanTextModules(items: readonly TextModuleInput[]): TextModule[] {
  return items
    .filter((item) => textModuleProblem(item) === null)
    .map((item) => ({ id: item.id as TextModuleId, header: item.header!, body: item.body! }));
}

export const linkModule = z.object({
  id: limitedText('id').min(1, 'id is required'),
  description: limitedText('description'),
  uri: limitedText('uri', URL_MAX).min(1, 'uri is required'),
});
export type LinkModule = z.infer<typeof linkModule>;
