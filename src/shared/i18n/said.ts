// Words to say, not yet said: a message's id and its values, carried across processes and
// formatted in the language of whoever reads them (the station's, the display's, the browser's).
import { z } from 'zod';
import type { MessageId } from './messageId';

export type SaidValue = string | number;
export interface Said {
  id: MessageId;
  values?: Readonly<Record<string, SaidValue>>;
}

/** At most this many values in one message, each name and text short: a peer's or a caller's
 * message cannot grow without bound. */
export const MAX_SAID_VALUES = 16;

export const saidShape = z.object({
  id: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/, 'a message id such as counter.title'),
  values: z
    .record(z.string().max(40), z.union([z.string().max(2000), z.number().finite()]))
    .refine((values) => Object.keys(values).length <= MAX_SAID_VALUES, {
      error: `at most ${MAX_SAID_VALUES} values`,
    })
    .optional(),
});

/** A Said from its id and values, typed so the id must be in the catalogue. */
export function said(id: MessageId, values?: Readonly<Record<string, SaidValue>>): Said {
  return values === undefined ? { id } : { id, values };
}
