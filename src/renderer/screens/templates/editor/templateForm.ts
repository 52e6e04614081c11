// The template editor's form: its values, its zod schema (built from the shared API schemas) and
// the conversions between form values and a draft's data.
import { z } from 'zod';
import {
  accessCodeProblem,
  BARCODE_TYPES,
  DYNAMIC_FIELDS_MAX,
  dynamicFieldName,
  hexColor,
  IMAGE_FIELDS,
  imageRef,
  limitedList,
  limitedText,
  linkModule,
  LOYALTY_CARD_SUBTYPE,
  templateName,
  type BarcodeType,
  type ImageField,
} from '@shared/api';
import type { MessageId } from '@shared/i18n/messageId';

export const TEXT_FIELDS = [
  'cardTitle',
  'header',
  'subheader',
  'barcodeValue',
  'barcodeAltText',
] as const;
/** Kinds of card (2.1); the spec names only some values, so they are free text with hints. */
export const KIND_FIELDS = ['cardType', 'passType', 'genericType'] as const;
export const COLOR_FIELDS = ['hexBackgroundColor', 'appleFontColor', 'appleLabelColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

const optionalColor = z.union([z.literal(''), hexColor]);
const optionalImage = z.union([z.literal(''), imageRef]);

const imageShape = Object.fromEntries(IMAGE_FIELDS.map((f) => [f, optionalImage])) as Record<
  ImageField,
  typeof optionalImage
>;

export const templateFormSchema = z
  .object({
    name: templateName,
    description: z.string(),
    dynamicFields: limitedList(
      z.object({ name: dynamicFieldName }),
      'dynamicFields',
      DYNAMIC_FIELDS_MAX,
    ),
    cardType: limitedText('cardType'),
    passType: limitedText('passType'),
    genericType: limitedText('genericType'),
    cardTitle: limitedText('cardTitle'),
    header: limitedText('header'),
    subheader: limitedText('subheader'),
    hexBackgroundColor: optionalColor,
    appleFontColor: optionalColor,
    appleLabelColor: optionalColor,
    ...imageShape,
    // Kept as typed: the service drops invalid items (4.1), the editor flags them as warnings.
    // Sizes are the service's (src/shared/api/limits.ts), so the form refuses what it would.
    textModulesData: limitedList(
      z.object({ id: limitedText('id'), header: limitedText('header'), body: limitedText('body') }),
      'textModulesData',
    ),
    linksModuleData: limitedList(linkModule, 'linksModuleData'),
    barcodeType: z.enum(BARCODE_TYPES),
    barcodeValue: limitedText('barcodeValue'),
    barcodeAltText: limitedText('barcodeAltText'),
    accessCode: limitedText('accessCode'),
  })
  .superRefine((form, ctx) => {
    const problem = accessCodeProblem(form.accessCode, fieldNames(form));
    if (problem) ctx.addIssue({ code: 'custom', path: ['accessCode'], message: problem });
    const names = fieldNames(form);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['dynamicFields', index, 'name'],
          message: 'templates.dynamic.listedTwice' satisfies MessageId,
        });
      }
    });
  });

export type TemplateForm = z.infer<typeof templateFormSchema>;

export function fieldNames(form: Pick<TemplateForm, 'dynamicFields'>): string[] {
  return form.dynamicFields.map((f) => f.name.trim()).filter((n) => n !== '');
}

export const EMPTY_FORM: TemplateForm = {
  name: '',
  description: '',
  dynamicFields: [],
  cardType: '',
  passType: '',
  genericType: '',
  cardTitle: '',
  header: '',
  subheader: '',
  hexBackgroundColor: '#1f4e79',
  appleFontColor: '#ffffff',
  appleLabelColor: '#dbe7f3',
  logoUrl: '',
  rectangleLogo: '',
  heroImage: '',
  googleHeroImage: '',
  appleHeroImage: '',
  thumbnailImage: '',
  backgroundImage: '',
  textModulesData: [],
  linksModuleData: [],
  barcodeType: 'QR_CODE',
  barcodeValue: '',
  barcodeAltText: '',
  accessCode: '',
};

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Reads a draft's data into form values (`fresh` for a template not yet on the service).
 * Tolerates both body shapes: a dynamic template's
 * `{ name, templateData: {...}, dynamicFields }` and a loyalty template's flat fields.
 */
export function formFromDraftData(data: Loose, fresh = false): TemplateForm {
  const design: Loose = isRecord(data['templateData'])
    ? { ...data, ...data['templateData'] }
    : data;
  const form: TemplateForm = { ...EMPTY_FORM };
  form.name = str(data['name']);
  form.description = str(data['description']);
  const fields = Array.isArray(data['dynamicFields']) ? data['dynamicFields'] : [];
  form.dynamicFields = fields
    .filter((n): n is string => typeof n === 'string')
    .map((name) => ({ name }));
  for (const key of [
    ...TEXT_FIELDS,
    ...KIND_FIELDS,
    ...COLOR_FIELDS,
    ...IMAGE_FIELDS,
    'accessCode',
  ] as const) {
    // A new template starts with readable colours; a stored one shows exactly what it has.
    form[key] = fresh && design[key] === undefined ? EMPTY_FORM[key] : str(design[key]);
  }
  const barcode = str(design['barcodeType']);
  form.barcodeType = (BARCODE_TYPES as readonly string[]).includes(barcode)
    ? (barcode as BarcodeType)
    : 'QR_CODE';
  const modules = Array.isArray(design['textModulesData']) ? design['textModulesData'] : [];
  form.textModulesData = modules.filter(isRecord).map((m) => ({
    id: str(m['id']),
    header: unbrace(str(m['header'])),
    body: unbrace(str(m['body'])),
  }));
  const links = Array.isArray(design['linksModuleData']) ? design['linksModuleData'] : [];
  form.linksModuleData = links
    .filter(isRecord)
    .map((l) => ({ id: str(l['id']), description: str(l['description']), uri: str(l['uri']) }));
  return form;
}

/** A stored template may show `{{name}}` in text modules (2.4); requests use `{name}`. */
function unbrace(text: string): string {
  return text.replace(/\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g, '{$1}');
}

/**
 * The design fields of a form, as `templateData` sends them. Empty texts and images are sent as
 * `""`, because an update changes only the fields sent and `""` is what removes an image (4.9
 * rule 6); an empty kind or colour is left out, as the service accepts only hex for colours.
 */
export function templateDataOf(form: TemplateForm): Loose {
  const data: Loose = {};
  for (const key of [...TEXT_FIELDS, ...IMAGE_FIELDS, 'accessCode'] as const) data[key] = form[key];
  // Left empty, the kinds and colours stay as the service has them.
  for (const key of [...KIND_FIELDS, ...COLOR_FIELDS]) if (form[key] !== '') data[key] = form[key];
  data['barcodeType'] = form.barcodeType;
  data['textModulesData'] = form.textModulesData;
  data['linksModuleData'] = form.linksModuleData;
  return data;
}

/**
 * The draft data for a form, in the shape the draft already has. A template on the service (and
 * any dynamic one) is `{ name, description, dynamicFields, templateData }`; a loyalty program not
 * yet created is the flat create body of 4.5. Fields the form does not show (`cardSubType`,
 * `loyaltyProgressData` with its `countBasedImageUrls`, `cardType`, ...) are carried over
 * unchanged, so a loyalty program stays one (spec 4.4 rule 4).
 */
export function draftDataFromForm(
  kind: 'dynamic' | 'loyalty',
  form: TemplateForm,
  previous: Loose,
): Loose {
  const head: Loose = { name: form.name, dynamicFields: fieldNames(form) };
  if (form.description !== '') head['description'] = form.description;
  const design = templateDataOf(form);
  if (kind === 'dynamic' || isRecord(previous['templateData'])) {
    const kept = isRecord(previous['templateData']) ? previous['templateData'] : {};
    return { ...head, templateData: { ...kept, ...design } };
  }
  const { name: _name, description: _description, dynamicFields: _fields, ...kept } = previous;
  return { ...kept, ...head, ...design, cardSubType: LOYALTY_CARD_SUBTYPE };
}
