// Loyalty templates: spec 2.5 and endpoint 4.5.
import { z } from 'zod';
import { hexColor } from './colors';
import { COUNTER_FORMAT_MAX, COUNT_IMAGE_URL_MAX } from './limits';
import { dynamicFieldsList, imageRef, templateDataInput, templateName } from './template';

export const STAMP_ICON_NAMES = [
  'coffeeIcon2',
  'coffeeIcon3',
  'burgerIcon1',
  'donut1',
  'iceCream1',
  'pizza1',
  'sandwich1',
] as const;
export type StampIconName = (typeof STAMP_ICON_NAMES)[number];
export const DEFAULT_STAMP_ICON: StampIconName = 'coffeeIcon2';

export const LOYALTY_CARD_SUBTYPE = 'dynamic_loyalty_stamp_card';

/** Largest counts the embedded service renders artwork for (the spec sets none). */
export const MAX_STAMP_COUNT = 50;
export const MAX_TEXT_PROGRESS = 1000;

/** An image drawn into every count image, so shorter than other image URLs. */
const countImageRef = (field: string) =>
  imageRef.refine(
    (url) => url.length <= COUNT_IMAGE_URL_MAX,
    `${field} is drawn into every count image: at most ${COUNT_IMAGE_URL_MAX} characters`,
  );

const count = z.number().int('must be a whole number').min(0, 'must not be negative');

export const stampCounter = z
  .object({
    maxStampCount: count
      .min(1, 'maxStampCount must be at least 1')
      .max(MAX_STAMP_COUNT, `maxStampCount must be at most ${MAX_STAMP_COUNT}`),
    initialStampCount: count.optional(),
    stampIconName: z.enum(STAMP_ICON_NAMES).default(DEFAULT_STAMP_ICON),
    customStampIcon: countImageRef('customStampIcon').optional(),
    stampBannerBgColor: hexColor,
    stampBannerIconBgColor: hexColor,
  })
  .refine((c) => (c.initialStampCount ?? 0) <= c.maxStampCount, {
    message: 'initialStampCount must not exceed maxStampCount',
    path: ['initialStampCount'],
  });
export type StampCounter = z.infer<typeof stampCounter>;

export const textCounter = z
  .object({
    maxProgress: count
      .min(1, 'maxProgress must be at least 1')
      .max(MAX_TEXT_PROGRESS, `maxProgress must be at most ${MAX_TEXT_PROGRESS}`),
    initialProgress: count.optional(),
    textCounterFormat: z
      .string()
      .trim()
      .min(1, 'textCounterFormat is required')
      .max(
        COUNTER_FORMAT_MAX,
        `textCounterFormat must be at most ${COUNTER_FORMAT_MAX} characters`,
      ),
    textCounterFontSize: z.number().positive().optional(),
    textColor: hexColor,
    textBackgroundColor: hexColor,
    heroImageUrl: countImageRef('heroImageUrl').optional(),
  })
  .refine((c) => (c.initialProgress ?? 0) <= c.maxProgress, {
    message: 'initialProgress must not exceed maxProgress',
    path: ['initialProgress'],
  });
export type TextCounter = z.infer<typeof textCounter>;

/** What a request sends: one shape chosen by `loyaltyType`. */
export const loyaltyProgressDataInput = z.discriminatedUnion('loyaltyType', [
  z.object({ loyaltyType: z.literal('STAMP'), stampCounter }),
  z.object({ loyaltyType: z.literal('TEXT'), textCounter }),
]);
export type LoyaltyProgressDataInput = z.infer<typeof loyaltyProgressDataInput>;

/** As stored and returned: the same, plus the service's images, one per count from 0 to max. */
export const loyaltyProgressData = z.discriminatedUnion('loyaltyType', [
  z.object({
    loyaltyType: z.literal('STAMP'),
    stampCounter,
    countBasedImageUrls: z.array(z.string()).optional(),
  }),
  z.object({
    loyaltyType: z.literal('TEXT'),
    textCounter,
    countBasedImageUrls: z.array(z.string()).optional(),
  }),
]);
export type LoyaltyProgressData = z.infer<typeof loyaltyProgressData>;

/** The top count of a program: `maxStampCount` or `maxProgress`. */
export function maxCount(data: LoyaltyProgressDataInput): number {
  return data.loyaltyType === 'STAMP'
    ? data.stampCounter.maxStampCount
    : data.textCounter.maxProgress;
}

/** The count a new member starts at and a reset returns to. */
export function initialCount(data: LoyaltyProgressDataInput): number {
  return data.loyaltyType === 'STAMP'
    ? (data.stampCounter.initialStampCount ?? 0)
    : (data.textCounter.initialProgress ?? 0);
}

/** Renders `textCounterFormat`, e.g. `{current}/{max}` -> `3/10`. */
export function formatTextCounter(format: string, current: number, max: number): string {
  return format.replaceAll('{current}', String(current)).replaceAll('{max}', String(max));
}

export const createLoyaltyTemplateRequest = templateDataInput.extend({
  name: templateName,
  description: z.string().optional(),
  cardSubType: z.literal(LOYALTY_CARD_SUBTYPE, {
    error: `cardSubType must be "${LOYALTY_CARD_SUBTYPE}"`,
  }),
  loyaltyProgressData: loyaltyProgressDataInput,
  groupId: z.string().optional(),
  dynamicFields: dynamicFieldsList.optional(),
});
export type CreateLoyaltyTemplateRequest = z.infer<typeof createLoyaltyTemplateRequest>;

export const createLoyaltyTemplateResponse = z.object({
  dynamicPassId: z.string(),
  message: z.string(),
});
export type CreateLoyaltyTemplateResponse = z.infer<typeof createLoyaltyTemplateResponse>;

/** Fields of a loyalty program whose artwork an update does not re-render (4.4 rule 5). */
export const STAMP_ARTWORK_FIELDS = [
  'maxStampCount',
  'stampIconName',
  'customStampIcon',
  'stampBannerBgColor',
  'stampBannerIconBgColor',
] as const;
