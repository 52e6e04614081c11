// Dynamic pass templates: spec 2.1 and endpoints 4.1 to 4.4.
import { z } from 'zod';
import { hexColor } from './colors';
import { DYNAMIC_FIELDS_MAX, FIELD_NAME_MAX, URL_MAX, limitedList, limitedText } from './limits';
import { linkModule, textModule, textModuleInput } from './textModules';

export const BARCODE_TYPES = ['QR_CODE', 'PDF417', 'AZTEC', 'CODE_128'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];

export const STATE_TYPES = ['ACTIVE', 'EXPIRED'] as const;
export type StateType = (typeof STATE_TYPES)[number];

export const TEMPLATE_NAME_MAX = 100;
export const ACCESS_CODE_MAX = 10;

export const IMAGE_FIELDS = [
  'logoUrl',
  'rectangleLogo',
  'heroImage',
  'googleHeroImage',
  'appleHeroImage',
  'thumbnailImage',
  'backgroundImage',
] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** An image reference: an http(s) URL or a placeholder such as `{photoUrl}`. */
export const imageRef = z
  .string()
  .max(URL_MAX, `an image URL must be at most ${URL_MAX} characters`)
  .refine(
    (s) => /^https?:\/\/\S+$/i.test(s) || /^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(s),
    'must be an http(s) URL or a placeholder such as {photoUrl}',
  );

/** On create and update an image may also be `null` or `""`, which removes it (4.9 rule 6). */
const imageInput = z.union([imageRef, z.literal(''), z.null()]);

export const templateName = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(TEMPLATE_NAME_MAX, `name must be at most ${TEMPLATE_NAME_MAX} characters`);

/** A name a member's value is filled in for: `{name}` in the design. */
export const dynamicFieldName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'field names are letters, digits and _')
  .max(FIELD_NAME_MAX, `field names are at most ${FIELD_NAME_MAX} characters`);

export const dynamicFieldsList = limitedList(dynamicFieldName, 'dynamicFields', DYNAMIC_FIELDS_MAX);

/** Design fields a request may send (2.1 less the read-only ones, which are stripped). */
export const templateDataInput = z.object({
  cardType: limitedText('cardType').optional(),
  passType: limitedText('passType').optional(),
  genericType: limitedText('genericType').optional(),
  logoUrl: imageInput.optional(),
  rectangleLogo: imageInput.optional(),
  cardTitle: limitedText('cardTitle').optional(),
  header: limitedText('header').optional(),
  subheader: limitedText('subheader').optional(),
  textModulesData: limitedList(textModuleInput, 'textModulesData').optional(),
  linksModuleData: limitedList(linkModule, 'linksModuleData').optional(),
  barcodeType: z.enum(BARCODE_TYPES).optional(),
  barcodeValue: limitedText('barcodeValue').optional(),
  barcodeAltText: limitedText('barcodeAltText').optional(),
  hexBackgroundColor: hexColor.optional(),
  appleFontColor: hexColor.optional(),
  appleLabelColor: hexColor.optional(),
  heroImage: imageInput.optional(),
  googleHeroImage: imageInput.optional(),
  appleHeroImage: imageInput.optional(),
  thumbnailImage: imageInput.optional(),
  backgroundImage: imageInput.optional(),
  accessCode: limitedText('accessCode').optional(),
});
export type TemplateDataInput = z.infer<typeof templateDataInput>;

/**
 * A template as get and list return it (2.1). Loose: fields this client does not know are kept,
 * so a whole-object update can send them back unchanged.
 */
export const templateResponse = z.looseObject({
  cardType: z.string().optional(),
  cardSubType: z.string().optional(),
  passType: z.string().optional(),
  genericType: z.string().optional(),
  logoUrl: z.string().optional(),
  rectangleLogo: z.string().optional(),
  cardTitle: z.string().optional(),
  header: z.string().optional(),
  subheader: z.string().optional(),
  textModulesData: z.array(textModuleInput).optional(),
  linksModuleData: z.array(linkModule).optional(),
  barcodeType: z.string().optional(),
  barcodeValue: z.string().optional(),
  barcodeAltText: z.string().optional(),
  hexBackgroundColor: z.string().optional(),
  appleFontColor: z.string().optional(),
  appleLabelColor: z.string().optional(),
  changedAppleFontColor: z.boolean().optional(),
  heroImage: z.string().optional(),
  googleHeroImage: z.string().optional(),
  appleHeroImage: z.string().optional(),
  thumbnailImage: z.string().optional(),
  backgroundImage: z.string().optional(),
  applePassLayout: z.string().optional(),
  accessCode: z.string().optional(),
  stateType: z.enum(STATE_TYPES).optional(),
  // Not in the 2.1 table; returned by the embedded service (see its README) and kept when present.
  name: z.string().optional(),
  description: z.string().optional(),
  dynamicFields: z.array(z.string()).optional(),
  loyaltyProgressData: z.unknown().optional(),
});
export type TemplateResponse = z.infer<typeof templateResponse>;

export const createTemplateRequest = z.object({
  name: templateName,
  templateData: templateDataInput,
  dynamicFields: dynamicFieldsList,
  description: z.string().optional(),
});
export type CreateTemplateRequest = z.infer<typeof createTemplateRequest>;

export const createTemplateResponse = z.object({
  dynamicPassId: z.string(),
  groupId: z.string(),
  message: z.string(),
});
export type CreateTemplateResponse = z.infer<typeof createTemplateResponse>;

export const templateListResponse = z.array(
  z.object({ template: templateResponse, dynamicPassId: z.string() }),
);
export type TemplateListResponse = z.infer<typeof templateListResponse>;

export const updateTemplateResponse = z.object({
  message: z.string(),
  passesUpdated: z.number().int(),
  batchId: z.string().optional(),
});
export type UpdateTemplateResponse = z.infer<typeof updateTemplateResponse>;

export { textModule, linkModule };

/** Section 8: a static access code of at most 10 characters, or one declared placeholder. */
export function accessCodeProblem(
  accessCode: string | undefined,
  dynamicFields: readonly string[],
): string | null {
  if (accessCode === undefined || accessCode === '') return null;
  const match = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(accessCode);
  if (match) {
    return dynamicFields.includes(match[1]!)
      ? null
      : `accessCode placeholder {${match[1]}} must be one of the dynamicFields`;
  }
  if (/[{}]/.test(accessCode)) return 'accessCode must be plain text or a single {placeholder}';
  return accessCode.length > ACCESS_CODE_MAX
    ? `accessCode must be at most ${ACCESS_CODE_MAX} characters`
    : null;
}
