// The renderer's API: one named function per channel, generated from the contract, over any
// transport (Electron IPC in the shell, loopback HTTP in the web host).
import { AppError, envelope } from './errors';
import {
  CHANNELS,
  ipcContract,
  type Channel,
  type ChannelRequest,
  type ChannelResponse,
  type EventName,
  type EventPayload,
} from './contract';

export interface Transport {
  /** Sends a request; resolves with the raw envelope the other side answered. */
  invoke(channel: Channel, request: unknown): Promise<unknown>;
  /** Subscribes to one event; returns the unsubscribe function. */
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void;
}

type Split<S extends string> = S extends `${infer A}.${infer B}` ? [A, B] : never;
type Area = Split<Channel>[0];
type CallsOf<A extends Area> = {
  [C in Channel as Split<C>[0] extends A ? Split<C>[1] : never]: (
    request: ChannelRequest<C>,
  ) => Promise<ChannelResponse<C>>;
};

export type PassdeskApi = { [A in Area]: CallsOf<A> } & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** Builds `api.counter.checkIn(req)` and friends; errors arrive as thrown `AppError`s. */
export function makeBridge(transport: Transport): PassdeskApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const channel of CHANNELS) {
    const [area, name] = channel.split('.') as [string, string];
    api[area] ??= {};
    api[area][name] = async (request: unknown) => {
      const answer = envelope.parse(await transport.invoke(channel, request ?? {}));
      if (!answer.ok) throw AppError.from(answer.error);
      return ipcContract[channel].response.parse(answer.value);
    };
  }
  return Object.assign(api, {
    on: (event: EventName, listener: (payload: never) => void) =>
      transport.subscribe(event, listener as (payload: unknown) => void),
  }) as unknown as PassdeskApi;
}

/**
 * The same API with every call's failure passed through `mapError`: the preload turns errors into
 * plain objects that survive Electron's copy between worlds, the renderer turns them back.
 */
export function mapFailures(api: PassdeskApi, mapError: (error: unknown) => unknown): PassdeskApi {
  const out: Record<string, unknown> = {};
  for (const [area, calls] of Object.entries(api)) {
    if (typeof calls === 'function') {
      out[area] = calls;
      continue;
    }
    const wrapped: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(
      calls as Record<string, (request: unknown) => Promise<unknown>>,
    )) {
      wrapped[name] = (request: unknown) =>
        call(request).catch((error: unknown) => {
          throw mapError(error);
        });
    }
    out[area] = Object.freeze(wrapped);
  }
  return Object.freeze(out) as PassdeskApi;
}
