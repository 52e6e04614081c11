// Template update (spec 4.4): partial merge for plain templates, whole replacement for loyalty.
import type { UpdateTemplateRequest, UpdateTemplateResponse } from '@shared/api';
import { initialCount } from '@shared/api';
import type { ServiceContext } from '../context';
import { badRequest } from '../http/serviceError';
import type { TemplateRecord } from '../db/templates';
import { checkDesignSize } from './sizes';
import { applyTemplateData, checkAccessCode, isLoyalty, type Design } from './design';

/**
 * The design after an update. A loyalty template is replaced whole by `templateData` (rule 4):
 * without `cardSubType` and `loyaltyProgressData` (read from `templateData`, or else from the
 * top level) it becomes a plain pass. A plain template merges the fields sent.
 */
export function updatedDesign(
  ctx: ServiceContext,
  template: TemplateRecord,
  body: UpdateTemplateRequest,
): Design {
  const {
    cardSubType: sentSubType,
    loyaltyProgressData: sentProgress,
    ...patch
  } = body.templateData ?? {};
  const cardSubType = sentSubType ?? body.cardSubType;
  const progress = sentProgress ?? body.loyaltyProgressData;
  const { cardSubType: _s, loyaltyProgressData: _p, ...current } = template.design;
  const replaceWhole = isLoyalty(template.design) && body.templateData !== undefined;
  const design = applyTemplateData(replaceWhole ? {} : current, patch);
  if (cardSubType === undefined || progress === undefined) return design;
  // The service's images stand (4.4 rule 5): a plain template has none to show a count with.
  if (ctx.tables.images.pathsOf(template.id).length === 0) {
    throw badRequest(
      'this template was not created as a loyalty template; create one with the loyalty template endpoint',
    );
  }
  const { countBasedImageUrls: _ignored, ...loyaltyProgressData } = progress;
  return { ...design, cardSubType, loyaltyProgressData };
}

export function updateTemplate(
  ctx: ServiceContext,
  template: TemplateRecord,
  body: UpdateTemplateRequest,
): UpdateTemplateResponse {
  const { tables } = ctx;
  const design = updatedDesign(ctx, template, body);
  const dynamicFields = body.dynamicFields ?? template.dynamicFields;
  checkAccessCode(design, dynamicFields);
  checkDesignSize(design);
  const updated = tables.templates.update({
    ...template,
    name: body.name ?? template.name,
    description: body.description ?? template.description,
    dynamicFields,
    design,
  });
  if (isLoyalty(design)) {
    // Members issued while the template was plain start counting when it is a stamp card again.
    for (const group of tables.templates.groupsOf(template.id)) {
      tables.members.startCounts(group.id, initialCount(design.loyaltyProgressData!), 'unset');
    }
  }
  const passesUpdated = tables.members.countForTemplate(template.id);
  if (passesUpdated === 0) {
    return { message: 'Template updated; no passes were issued from it yet', passesUpdated };
  }
  const batchId = tables.batches.insert(
    template.accountId,
    template.id,
    updated.version,
    passesUpdated,
  );
  ctx.batchRunner.wake();
  return {
    message: `Template updated; ${passesUpdated} passes are being re-rendered in the background`,
    passesUpdated,
    batchId,
  };
}
