// A template's stored design: request fields cleaned by the rules of 4.1, 4.4 and 4.9.
import {
  IMAGE_FIELDS,
  LOYALTY_CARD_SUBTYPE,
  accessCodeProblem,
  cleanTextModules,
  templateDataInput,
  type ImageField,
  type LoyaltyProgressDataInput,
  type TemplateDataInput,
  type TextModule,
} from '@shared/api';
import { badRequest } from '../http/serviceError';

export type Design = Omit<TemplateDataInput, ImageField | 'textModulesData'> &
  Partial<Record<ImageField, string>> & {
    textModulesData?: TextModule[];
    cardSubType?: typeof LOYALTY_CARD_SUBTYPE;
    loyaltyProgressData?: LoyaltyProgressDataInput;
  };

/** Values a new template gets for fields the request leaves out. */
export const DESIGN_DEFAULTS = {
  cardType: 'DYNAMIC_CARD',
  passType: 'generic',
  genericType: 'GENERIC_TYPE_UNSPECIFIED',
  barcodeType: 'QR_CODE',
  barcodeValue: '',
  barcodeAltText: '',
} as const satisfies Partial<Design>;

const isImageField = (key: string): key is ImageField =>
  (IMAGE_FIELDS as readonly string[]).includes(key);

/**
 * Applies a (partial) `templateData` onto a design: fields sent replace, images sent as `null`
 * or `""` are removed (4.9 rule 6), text modules are cleaned (4.1 rule 1). Read-only fields
 * never get here: the request schemas strip them.
 */
export function applyTemplateData(base: Design, patch: TemplateDataInput): Design {
  const next: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (isImageField(key) && (value === null || value === '')) delete next[key];
    else if (key === 'textModulesData') next[key] = cleanTextModules(patch.textModulesData!);
    else next[key] = value;
  }
  return next as Design;
}

/** Picks the design fields out of a loyalty create body, whose design sits at the top level. */
export function pickTemplateData(body: TemplateDataInput): TemplateDataInput {
  const picked: Record<string, unknown> = {};
  for (const key of templateDataInput.keyof().options) {
    if (body[key] !== undefined) picked[key] = body[key];
  }
  return picked as TemplateDataInput;
}

/** Section 8: refuses an access code that is too long or names an undeclared field. */
export function checkAccessCode(design: Design, dynamicFields: readonly string[]): void {
  const problem = accessCodeProblem(design.accessCode, dynamicFields);
  if (problem) throw badRequest(problem);
}

/** 4.9 rule 1: a thumbnail or background image switches on the event-ticket layout. */
export const applePassLayoutOf = (design: Design): 'eventTicket' | undefined =>
  design.thumbnailImage || design.backgroundImage ? 'eventTicket' : undefined;

export const isLoyalty = (design: Design): boolean =>
  design.cardSubType === LOYALTY_CARD_SUBTYPE && design.loyaltyProgressData !== undefined;
