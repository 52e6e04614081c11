// A member's details changed from the members screen (Update User).
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CoreContext } from '../context';

export async function updateMember(
  _ctx: CoreContext,
  _customerId: string,
  _fields: Record<string, string>,
): Promise<ChannelResponse<'members.update'>> {
  throw new AppError('invalid', 'Changing a member’s details comes in the next version.');
}
