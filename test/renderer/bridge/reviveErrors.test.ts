// Failures from the desktop preload arrive as plain objects and must read as AppErrors again.
import { describe, expect, it } from 'vitest';
import type { PassdeskApi } from '@shared/ipc/bridge';
import { AppError } from '@shared/ipc/errors';
import { reviveErrors } from '../../../src/renderer/bridge/reviveErrors';

describe('errors from the preload', () => {
  it('become AppErrors with their kind and message', async () => {
    const crossed = {
      name: 'AppError',
      kind: 'offline',
      message: 'No connection, saved, will sync',
    };
    const api = reviveErrors({
      sync: { now: () => Promise.reject(crossed) },
      on: () => () => {},
    } as unknown as PassdeskApi);
    const error = await api.sync.now({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'offline', message: 'No connection, saved, will sync' });
  });

  it('hide anything else behind a plain internal error', async () => {
    const api = reviveErrors({
      sync: { now: () => Promise.reject(new TypeError('x is undefined at secret.js:12')) },
      on: () => () => {},
    } as unknown as PassdeskApi);
    const error = await api.sync.now({}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'internal' });
    expect((error as AppError).message).not.toContain('secret');
  });
});
