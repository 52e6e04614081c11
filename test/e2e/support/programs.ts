// A loyalty program made for one test, with the member fields it needs, chosen at the counter.
import { API_PATHS, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import type { TestStation } from './testStation';

export async function serveProgram(
  station: TestStation,
  name: string,
  dynamicFields: string[],
  design: Record<string, unknown> = {},
): Promise<string> {
  const { dynamicPassId } = (await station.call('POST', API_PATHS.createLoyaltyTemplate, {
    name,
    cardTitle: name,
    header: '{name}',
    barcodeValue: '{customerId}',
    ...design,
    dynamicFields,
    cardSubType: LOYALTY_CARD_SUBTYPE,
    loyaltyProgressData: {
      loyaltyType: 'STAMP',
      stampCounter: {
        maxStampCount: 6,
        stampBannerBgColor: '#203040',
        stampBannerIconBgColor: '#f0f0f0',
      },
    },
  })) as { dynamicPassId: string };
  await station.core.handlers['templates.list']({ refresh: true });
  await station.core.handlers['settings.update']({ programId: dynamicPassId });
  return dynamicPassId;
}
