// What the display facing the customer shows.
import { z } from 'zod';
import { languageSchema } from '../i18n/locales';
import { programView } from './views';

/** What the counter just did for the member, said to them on the display. */
export const DISPLAY_MOMENTS = ['shown', 'stamped', 'full', 'redeemed', 'set', 'archived'] as const;
export type DisplayMoment = (typeof DISPLAY_MOMENTS)[number];

/** The display facing the customer: the member at the counter, or nobody (branding). */
export const displayView = z.object({
  program: programView.nullable(),
  customer: z
    .object({
      firstName: z.string(),
      count: z.number().int().nullable(),
      moment: z.enum(DISPLAY_MOMENTS),
    })
    .nullable(),
  /** When the counter last acted for the customer shown (station clock). */
  at: z.string().nullable(),
  /** After this long without the counter acting, the display shows the branding again. */
  idleAfterSeconds: z.number().int().min(1),
  /** The language the display speaks: the station's Settings choose it apart from their own. */
  language: languageSchema,
});
export type DisplayView = z.infer<typeof displayView>;

/**
 * A fresh one-time link that opens the display on a second screen: the web host mints it for the
 * station's page; the desktop app opens its own display window and has none (null).
 */
export const displayLink = z.object({ url: z.string().max(2048).nullable() });
