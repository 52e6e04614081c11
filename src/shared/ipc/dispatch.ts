// The receiving side of the contract: parse the request, run the handler, answer an envelope.
// Used by both the Electron IPC registration and the web host, so they cannot drift apart.
import type { z } from 'zod';
import { failure } from '../i18n/failure';
import { AppError, type Envelope } from './errors';
import { invalidInput } from './invalid';
import { ipcContract, type Channel, type ChannelResponse, type IpcContract } from './contract';

export type Handlers = {
  [C in Channel]: (request: z.output<IpcContract[C]['request']>) => Promise<ChannelResponse<C>>;
};

export const isChannel = (name: string): name is Channel =>
  Object.prototype.hasOwnProperty.call(ipcContract, name);

export { describeIssues } from './invalid';

export async function dispatch(
  handlers: Handlers,
  channel: string,
  rawRequest: unknown,
  onInternalError: (error: unknown) => void = () => {},
): Promise<Envelope> {
  if (!isChannel(channel)) {
    return { ok: false, error: failure('invalid', 'main.request.unknown', { channel }).toShape() };
  }
  const parsed = ipcContract[channel].request.safeParse(rawRequest ?? {});
  if (!parsed.success) {
    return { ok: false, error: invalidInput(parsed.error).toShape() };
  }
  try {
    const handler = handlers[channel] as (request: unknown) => Promise<unknown>;
    const value = ipcContract[channel].response.parse(await handler(parsed.data));
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.toShape() };
    onInternalError(error);
    return { ok: false, error: failure('internal', 'main.request.unexpected').toShape() };
  }
}
