// "Does this key work?": one credits call, answered in words, never echoing the key.
import { AppError } from '@shared/ipc/errors';
import { createWalletApi, type WalletApi } from '../api';

export function apiFor(
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
