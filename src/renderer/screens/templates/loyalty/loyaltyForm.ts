// The loyalty wizard's form: its values, the request it builds, and validation by the shared
// create-loyalty-template schema, with each problem placed on the field that causes it.
import { sayIssue } from '../../../i18n/sayIssue';
import { z } from 'zod';
import {
  BARCODE_TYPES,
  createLoyaltyTemplateRequest,
  DEFAULT_STAMP_ICON,
  LOYALTY_CARD_SUBTYPE,
  STAMP_ICON_NAMES,
  type CreateLoyaltyTemplateRequest,
  type LoyaltyProgressDataInput,
} from '@shared/api';
import type { MessageId } from '@shared/i18n/messageId';

const requiredNumber = z.number({ error: 'templates.loyalty.enterNumber' satisfies MessageId });
/** An empty number input reads as NaN: for optional counts that means "not sent". */
const optionalNumber = z.union([z.number(), z.nan()]);

export const loyaltyFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    loyaltyType: z.enum(['STAMP', 'TEXT']),
    stamp: z.object({
      maxStampCount: requiredNumber,
      initialStampCount: optionalNumber,
      stampIconName: z.enum(STAMP_ICON_NAMES),
      customStampIcon: z.string(),
      stampBannerBgColor: z.string(),
      stampBannerIconBgColor: z.string(),
    }),
    text: z.object({
      maxProgress: requiredNumber,
      initialProgress: optionalNumber,
      textCounterFormat: z.string(),
      textCounterFontSize: optionalNumber,
      textColor: z.string(),
      textBackgroundColor: z.string(),
      heroImageUrl: z.string(),
    }),
    design: z.object({
      cardTitle: z.string(),
      header: z.string(),
      subheader: z.string(),
      hexBackgroundColor: z.string(),
      appleFontColor: z.string(),
      appleLabelColor: z.string(),
      logoUrl: z.string(),
      barcodeType: z.enum(BARCODE_TYPES),
      barcodeValue: z.string(),
    }),
    dynamicFields: z.string(),
  })
  .superRefine((form, ctx) => {
    const parsed = createLoyaltyTemplateRequest.safeParse(loyaltyRequestOf(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: sayIssue(issue), path: formPathOf(issue.path) });
    }
  });

export type LoyaltyForm = z.infer<typeof loyaltyFormSchema>;

/** The labels of the limits a starting count is compared with, in the wizard and its messages. */
export const LIMIT_LABELS = {
  maxStampCount: 'templates.loyalty.maxStampCount',
  maxProgress: 'templates.loyalty.maxProgress',
} as const satisfies Record<string, MessageId>;

/** Where a problem of the request belongs in the form, so it shows beside its field. */
function formPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  const [head, second, third] = path;
  if (head === 'loyaltyProgressData') {
    if (second === 'stampCounter') return ['stamp', ...path.slice(2)];
    if (second === 'textCounter') return ['text', ...path.slice(2)];
    return ['loyaltyType'];
  }
  if (head === 'name' || head === 'description') return [head];
  if (head === 'dynamicFields') return ['dynamicFields'];
  return third === undefined ? ['design', ...path] : ['design', head as PropertyKey];
}

export const DEFAULT_LOYALTY_FORM: LoyaltyForm = {
  name: '',
  description: '',
  loyaltyType: 'STAMP',
  stamp: {
    maxStampCount: 10,
    initialStampCount: 0,
    stampIconName: DEFAULT_STAMP_ICON,
    customStampIcon: '',
    stampBannerBgColor: '#f4e9dc',
    stampBannerIconBgColor: '#6b3e26',
  },
  text: {
    maxProgress: 10,
    initialProgress: 0,
    textCounterFormat: '{current}/{max}',
    textCounterFontSize: 24,
    textColor: '#ffffff',
    textBackgroundColor: '#1f4e79',
    heroImageUrl: '',
  },
  design: {
    cardTitle: '',
    header: '',
    subheader: '',
    hexBackgroundColor: '#6b3e26',
    appleFontColor: '#ffffff',
    appleLabelColor: '#f4e9dc',
    logoUrl: '',
    barcodeType: 'QR_CODE',
    barcodeValue: '{customerId}',
  },
  dynamicFields: '',
};

const wholeOrUndefined = (n: number): number | undefined => (Number.isFinite(n) ? n : undefined);
const textOrUndefined = (s: string): string | undefined => (s.trim() === '' ? undefined : s.trim());

export function progressDataOf(form: LoyaltyForm): LoyaltyProgressDataInput {
  if (form.loyaltyType === 'STAMP') {
    const s = form.stamp;
    return {
      loyaltyType: 'STAMP',
      stampCounter: {
        maxStampCount: s.maxStampCount,
        initialStampCount: wholeOrUndefined(s.initialStampCount),
        stampIconName: s.stampIconName,
        customStampIcon: textOrUndefined(s.customStampIcon),
        stampBannerBgColor: s.stampBannerBgColor,
        stampBannerIconBgColor: s.stampBannerIconBgColor,
      },
    };
  }
  const t = form.text;
  return {
    loyaltyType: 'TEXT',
    textCounter: {
      maxProgress: t.maxProgress,
      initialProgress: wholeOrUndefined(t.initialProgress),
      textCounterFormat: t.textCounterFormat,
      textCounterFontSize: wholeOrUndefined(t.textCounterFontSize),
      textColor: t.textColor,
      textBackgroundColor: t.textBackgroundColor,
      heroImageUrl: textOrUndefined(t.heroImageUrl),
    },
  };
}

export function dynamicFieldsOf(form: Pick<LoyaltyForm, 'dynamicFields'>): string[] {
  return [...new Set(form.dynamicFields.split(/[\s,]+/).filter(Boolean))];
}

/** The create body (4.5); fields left empty are not sent. */
export function loyaltyRequestOf(form: LoyaltyForm): CreateLoyaltyTemplateRequest {
  const design = Object.fromEntries(
    Object.entries(form.design).filter(([, value]) => value !== ''),
  ) as Partial<LoyaltyForm['design']>;
  const fields = dynamicFieldsOf(form);
  return {
    ...design,
    name: form.name,
    ...(form.description.trim() === '' ? {} : { description: form.description }),
    cardSubType: LOYALTY_CARD_SUBTYPE,
    loyaltyProgressData: progressDataOf(form),
    ...(fields.length > 0 ? { dynamicFields: fields } : {}),
  } as CreateLoyaltyTemplateRequest;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' ? v : fallback);

/** A wizard prefilled from an existing program, for "start a new program from a copy". */
export function loyaltyFormFromTemplate(
  template: Record<string, unknown>,
  name: string,
  /** The copy's name in the station's language (the wizard says it from the catalogue). */
  // eslint-disable-next-line i18n/person-facing-text -- the English name for callers with no page language
  nameOfCopy = `Copy of ${name}`,
): LoyaltyForm {
  const form = structuredClone(DEFAULT_LOYALTY_FORM);
  form.name = nameOfCopy.slice(0, 100);
  form.description = str(template['description'], '');
  for (const key of Object.keys(form.design) as (keyof LoyaltyForm['design'])[]) {
    if (key !== 'barcodeType') form.design[key] = str(template[key], form.design[key]);
  }
  const barcode = template['barcodeType'];
  if ((BARCODE_TYPES as readonly unknown[]).includes(barcode))
    form.design.barcodeType = barcode as LoyaltyForm['design']['barcodeType'];
  if (Array.isArray(template['dynamicFields']))
    form.dynamicFields = template['dynamicFields'].join(', ');
  const data = template['loyaltyProgressData'];
  if (!isRecord(data)) return form;
  if (data['loyaltyType'] === 'STAMP' && isRecord(data['stampCounter'])) {
    const s = data['stampCounter'];
    form.loyaltyType = 'STAMP';
    form.stamp = {
      maxStampCount: num(s['maxStampCount'], form.stamp.maxStampCount),
      initialStampCount: num(s['initialStampCount'], 0),
      stampIconName: (STAMP_ICON_NAMES as readonly unknown[]).includes(s['stampIconName'])
        ? (s['stampIconName'] as LoyaltyForm['stamp']['stampIconName'])
        : DEFAULT_STAMP_ICON,
      customStampIcon: str(s['customStampIcon'], ''),
      stampBannerBgColor: str(s['stampBannerBgColor'], form.stamp.stampBannerBgColor),
      stampBannerIconBgColor: str(s['stampBannerIconBgColor'], form.stamp.stampBannerIconBgColor),
    };
  } else if (data['loyaltyType'] === 'TEXT' && isRecord(data['textCounter'])) {
    const t = data['textCounter'];
    form.loyaltyType = 'TEXT';
    form.text = {
      maxProgress: num(t['maxProgress'], form.text.maxProgress),
      initialProgress: num(t['initialProgress'], 0),
      textCounterFormat: str(t['textCounterFormat'], form.text.textCounterFormat),
      textCounterFontSize: num(t['textCounterFontSize'], form.text.textCounterFontSize),
      textColor: str(t['textColor'], form.text.textColor),
      textBackgroundColor: str(t['textBackgroundColor'], form.text.textBackgroundColor),
      heroImageUrl: str(t['heroImageUrl'], ''),
    };
  }
  return form;
}
