// Update of a dynamic or loyalty template: endpoint 4.4.
import { z } from 'zod';
import { LOYALTY_CARD_SUBTYPE, loyaltyProgressData } from './loyalty';
import { dynamicFieldsList, templateDataInput, templateName } from './template';

/**
 * For a loyalty template the update replaces the whole object (rule 4): `cardSubType` and
 * `loyaltyProgressData` travel inside `templateData`, or at the top level of the body.
 */
const loyaltyFields = {
  cardSubType: z.literal(LOYALTY_CARD_SUBTYPE).optional(),
  loyaltyProgressData: loyaltyProgressData.optional(),
};

export const templateDataUpdateInput = templateDataInput.extend(loyaltyFields);
export type TemplateDataUpdateInput = z.infer<typeof templateDataUpdateInput>;

export const updateTemplateRequest = z
  .object({
    name: templateName.optional(),
    description: z.string().optional(),
    templateData: templateDataUpdateInput.optional(),
    dynamicFields: dynamicFieldsList.optional(),
    ...loyaltyFields,
  })
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    'the body is empty: send at least one of name, description, templateData or dynamicFields',
  );
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequest>;
