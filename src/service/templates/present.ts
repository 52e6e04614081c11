// Shapes templates and passes as the API returns them (2.1), with absolute image URLs.
import { fillPlaceholdersDeep, type PassResponse, type TemplateResponse } from '@shared/api';
import type { MemberRecord } from '../db/members';
import type { TemplateRecord } from '../db/templates';
import { DESIGN_DEFAULTS, applePassLayoutOf, isLoyalty, type Design } from './design';

const absolute = (base: string, path: string): string => `${base}${path}`;

/** The template object of 2.1, plus `name`, `description` and `dynamicFields`. */
export function presentTemplate(
  template: TemplateRecord,
  imagePaths: readonly string[],
  base: string,
): TemplateResponse {
  const { loyaltyProgressData, cardSubType, ...design } = template.design;
  const layout = applePassLayoutOf(template.design);
  return {
    ...DESIGN_DEFAULTS,
    ...design,
    ...(isLoyalty(template.design)
      ? {
          cardSubType,
          loyaltyProgressData: {
            ...loyaltyProgressData,
            countBasedImageUrls: imagePaths.map((path) => absolute(base, path)),
          },
        }
      : {}),
    changedAppleFontColor: design.appleFontColor !== undefined,
    ...(layout ? { applePassLayout: layout } : {}),
    stateType: 'ACTIVE',
    name: template.name,
    ...(template.description !== null ? { description: template.description } : {}),
    dynamicFields: template.dynamicFields,
  };
}

/**
 * A member's values for placeholders: their own, plus `customerId` and `cardId`, which the
 * service fills itself so a `barcodeValue` of `{customerId}` scans to the member (4.5 rule 3).
 */
export const valuesOf = (
  member: Pick<MemberRecord, 'dynamicFields' | 'customerId' | 'cardId'>,
) => ({
  ...member.dynamicFields,
  customerId: member.customerId,
  cardId: member.cardId,
});

/** Renders a pass: the template's design with the member's values filled in. */
export function renderPass(
  design: Design,
  member: Pick<MemberRecord, 'dynamicFields' | 'customerId' | 'cardId'>,
): Record<string, unknown> {
  const { loyaltyProgressData: _counter, ...rest } = design;
  return fillPlaceholdersDeep({ ...DESIGN_DEFAULTS, ...rest }, valuesOf(member));
}

/** The image of a count; counts past the rendered images show the last one (4.4 rule 5). */
export function countImagePath(imagePaths: readonly string[], count: number): string | undefined {
  if (imagePaths.length === 0) return undefined;
  return imagePaths[Math.min(Math.max(count, 0), imagePaths.length - 1)];
}

export function presentPass(
  member: MemberRecord,
  template: TemplateRecord,
  imagePaths: readonly string[],
  base: string,
): PassResponse {
  const loyal = isLoyalty(template.design) && member.count !== null;
  const image = loyal ? countImagePath(imagePaths, member.count!) : undefined;
  const layout = applePassLayoutOf(member.pass as Design);
  return {
    cardId: member.cardId,
    customerId: member.customerId,
    dynamicPassId: template.id,
    stateType: member.stateType,
    ...(loyal ? { count: member.count! } : {}),
    pass: {
      ...member.pass,
      ...(image ? { heroImage: absolute(base, image) } : {}),
      ...(layout ? { applePassLayout: layout } : {}),
      stateType: member.stateType,
    },
  };
}
