// A member erased on their request (Delete User).
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CoreContext } from '../context';

export async function eraseMember(
  _ctx: CoreContext,
  _customerId: string,
): Promise<ChannelResponse<'members.erase'>> {
  throw new AppError('invalid', 'Erasing a member comes in the next version.');
}
