// "Does this key work?": one credits call, answered in words, never echoing the key.
import { AppError } from '@shared/ipc/errors';
import { createWalletApi, type WalletApi } from '../api';

function apiFor(
  target: { baseUrl: string; apiKey: string },
  options: { fetch?: typeof fetch; timeoutMs: number },
): WalletApi {
  return createWalletApi({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    timeoutMs: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Checks a key not yet in use with a client of its own, closed afterwards. */
export async function checkNewKey(
  target: { baseUrl: string; apiKey: string },
  options: { fetch?: typeof fetch; timeoutMs: number },
): Promise<{ ok: boolean; message: string }> {
  const api = apiFor(target, options);
  try {
    return await checkConnection(api);
  } finally {
    await api.client.close().catch(() => undefined);
  }
}

export async function checkConnection(
  api: WalletApi | null,
): Promise<{ ok: boolean; message: string }> {
  if (!api) return { ok: false, message: 'No API key is set; add one in Settings.' };
  try {
    const credits = await api.getCredits();
    return {
      ok: true,
      message: `Connected: ${credits.premiumCredits} premium and ${credits.freeCredits} free credits.`,
    };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof AppError ? error.message : 'The check failed unexpectedly.',
    };
  }
}
