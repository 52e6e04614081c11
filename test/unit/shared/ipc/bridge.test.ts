import { describe, expect, it } from 'vitest';
import { makeBridge, type Transport } from '@shared/ipc/bridge';
import { dispatch, type Handlers } from '@shared/ipc/dispatch';
import { AppError } from '@shared/ipc/errors';
import { syncStatus } from '../../../fixtures/syncStatus';

const status = syncStatus();

function loopback(handlers: Partial<Handlers>): Transport {
  return {
    invoke: (channel, request) => dispatch(handlers as Handlers, channel, request),
    subscribe: () => () => {},
  };
}

describe('bridge over the contract', () => {
  it('calls a named function and returns the parsed answer', async () => {
    const api = makeBridge(loopback({ 'sync.status': async () => status }));
    await expect(api.sync.status({})).resolves.toEqual(status);
  });

  it('refuses a request that breaks the contract, naming the field, before any handler runs', async () => {
    let ran = false;
    const api = makeBridge(
      loopback({
        'counter.checkIn': async () => {
          ran = true;
          throw new Error('unreachable');
        },
      }),
    );
    const call = api.counter.checkIn({ customerId: 'abc', action: { kind: 'set', count: -2 } });
    await expect(call).rejects.toMatchObject({ kind: 'invalid', message: /action\.count/ });
    expect(ran).toBe(false);
  });

  it('passes typed errors through and hides unexpected ones', async () => {
    const api = makeBridge(
      loopback({
        'sync.now': async () => {
          throw new AppError('offline', 'No connection, saved, will sync');
        },
        'sync.status': async () => {
          throw new Error('secret stack detail');
        },
      }),
    );
    await expect(api.sync.now({})).rejects.toMatchObject({ kind: 'offline' });
    const hidden = await api.sync.status({}).catch((e: AppError) => e);
    expect(hidden).toBeInstanceOf(AppError);
    expect((hidden as AppError).message).not.toContain('secret');
  });
});
