// Templates put on the service directly, as another manager or an earlier station would have.
import { API_PATHS, LOYALTY_CARD_SUBTYPE } from '../../../../src/shared/api';
import type { DeskWorld } from './deskWorld';

export async function seedTemplate(world: DeskWorld, name: string, members = 0): Promise<string> {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createTemplate,
    {
      name,
      dynamicFields: ['firstName'],
      templateData: {
        cardTitle: name,
        header: 'Welcome {firstName}',
        barcodeType: 'QR_CODE',
        barcodeValue: 'M-1',
      },
    },
  );
  for (let i = 0; i < members; i++)
    await world.addMember(dynamicPassId, { firstName: `Member ${i}` });
  return dynamicPassId;
}

/** A plain stamp card of `max` stamps made on the service; answers its dynamicPassId. */
export async function seedStampProgram(world: DeskWorld, name: string, max = 8): Promise<string> {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name,
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: max,
          stampBannerBgColor: '#f4e9dc',
          stampBannerIconBgColor: '#6b3e26',
        },
      },
    },
  );
  return dynamicPassId;
}

/** The member group the service keeps for a program. */
export async function groupOf(world: DeskWorld, dynamicPassId: string): Promise<string> {
  const groups = await world.call<{ groupId: string; dynamicPassId: string }[]>(
    'GET',
    API_PATHS.listGroups,
  );
  return groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
}
