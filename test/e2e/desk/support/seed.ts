// Templates put on the service directly, as another manager or an earlier station would have.
import { API_PATHS } from '../../../../src/shared/api';
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
