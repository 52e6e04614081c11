// The receiving side of the contract: parse the request, run the handler, answer an envelope.
// Used by both the Electron IPC registration and the web host, so they cannot drift apart.
import type { z } from 'zod';
import { AppError, type Envelope } from './errors';
import { ipcContract, type Channel, type ChannelResponse, type IpcContract } from './contract';

export type Handlers = {
  [C in Channel]: (request: z.output<IpcContract[C]['request']>) => Promise<ChannelResponse<C>>;
};

export const isChannel = (name: string): name is Channel =>
  Object.prototype.hasOwnProperty.call(ipcContract, name);

/** Describes a zod failure as one sentence naming the fields to fix. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

export async function dispatch(
  handlers: Handlers,
  channel: string,
  rawRequest: unknown,
  onInternalError: (error: unknown) => void = () => {},
): Promise<Envelope> {
  if (!isChannel(channel)) {
    return { ok: false, error: { kind: 'invalid', message: `Unknown request "${channel}".` } };
  }
  const parsed = ipcContract[channel].request.safeParse(rawRequest ?? {});
  if (!parsed.success) {
    return { ok: false, error: { kind: 'invalid', message: describeIssues(parsed.error) } };
  }
  try {
    const handler = handlers[channel] as (request: unknown) => Promise<unknown>;
    const value = ipcContract[channel].response.parse(await handler(parsed.data));
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.toShape() };
    onInternalError(error);
    return {
      ok: false,
      error: {
        kind: 'internal',
        message: 'PassDesk hit an unexpected problem; it has been logged.',
      },
    };
  }
}
