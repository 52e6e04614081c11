// What the live pass preview shows: the form filled with sample values, and the Apple layout the
// service would pick for it (spec 4.9).
import { ACCESS_CODE_MAX, fillPlaceholders, soloPlaceholder, textModuleProblem } from '@shared/api';
import { said, type Said } from '@shared/i18n/said';
import type { TemplateForm } from '../editor/templateForm';

export type AppleLayout = 'strip' | 'eventTicket';

export interface PreviewTextModule {
  id: string;
  header: string;
  body: string;
}

export interface PassPreviewModel {
  appleLayout: AppleLayout;
  /** Where text modules appear on Apple: the auxiliary row with a thumbnail, else the secondary row. */
  textModuleRow: 'auxiliary' | 'secondary';
  cardTitle: string;
  header: string;
  subheader: string;
  logoUrl: string;
  /** The Apple strip image (strip layout only); `appleHeroImage` is never used for it (4.9 rule 3). */
  stripImage: string;
  thumbnailImage: string;
  backgroundImage: string;
  /** Google's hero image: `googleHeroImage`, else `heroImage` (4.9 rule 2). */
  googleHeroImage: string;
  backgroundColor: string;
  fontColor: string;
  labelColor: string;
  /** Only the modules the service keeps (4.1 rule 1), in the order typed. */
  textModules: PreviewTextModule[];
  links: { id: string; description: string; uri: string }[];
  barcodeType: TemplateForm['barcodeType'];
  barcodeValue: string;
  barcodeAltText: string;
}

/** Sample values: the manager's own, or the field's name in angle brackets so it stays visible. */
export function sampleValues(
  fields: readonly string[],
  edited: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, edited[name] || `<${name}>`]));
}

export function appleLayoutOf(
  form: Pick<TemplateForm, 'thumbnailImage' | 'backgroundImage'>,
): AppleLayout {
  return form.thumbnailImage.trim() !== '' || form.backgroundImage.trim() !== ''
    ? 'eventTicket'
    : 'strip';
}

export function passPreviewModel(
  form: TemplateForm,
  samples: Readonly<Record<string, string>>,
): PassPreviewModel {
  const fill = (text: string) => fillPlaceholders(text, samples);
  const appleLayout = appleLayoutOf(form);
  return {
    appleLayout,
    textModuleRow: form.thumbnailImage.trim() !== '' ? 'auxiliary' : 'secondary',
    cardTitle: fill(form.cardTitle),
    header: fill(form.header),
    subheader: fill(form.subheader),
    logoUrl: fill(form.logoUrl),
    stripImage: appleLayout === 'strip' ? fill(form.heroImage) : '',
    thumbnailImage: fill(form.thumbnailImage),
    backgroundImage: fill(form.backgroundImage),
    googleHeroImage: fill(form.googleHeroImage || form.heroImage),
    backgroundColor: form.hexBackgroundColor || '#1f4e79',
    fontColor: form.appleFontColor || '#ffffff',
    labelColor: form.appleLabelColor || form.appleFontColor || '#ffffff',
    textModules: form.textModulesData
      .filter((m) => textModuleProblem(m) === null)
      .map((m) => ({ id: m.id, header: fill(m.header), body: fill(m.body) })),
    links: form.linksModuleData.map((l) => ({
      id: l.id,
      description: fill(l.description),
      uri: fill(l.uri),
    })),
    barcodeType: form.barcodeType,
    barcodeValue: fill(form.barcodeValue),
    barcodeAltText: fill(form.barcodeAltText),
  };
}

/**
 * An access code written as `{field}` must resolve to at most 10 characters (section 8); the
 * sample member shows whether theirs would.
 */
export function accessCodeSampleProblem(
  accessCode: string,
  samples: Readonly<Record<string, string>>,
): Said | null {
  const name = soloPlaceholder(accessCode);
  const value = name ? samples[name] : undefined;
  if (!name || !value || value.length <= ACCESS_CODE_MAX) return null;
  return said('templates.editor.accessCodeSample', {
    name,
    length: value.length,
    maximum: ACCESS_CODE_MAX,
  });
}
