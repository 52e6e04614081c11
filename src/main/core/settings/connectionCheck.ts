// "Does this key work?": one credits call, answered in words, never echoing the key.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
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
): Promise<ConnectionCheck> {
  const api = apiFor(target, options);
  try {
    return await checkConnection(api);
  } finally {
    await api.client.close().catch(() => undefined);
  }
}

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  said: Said;
}

const answer = (ok: boolean, words: Said): ConnectionCheck => ({
  ok,
  message: inEnglish(words),
  said: words,
});

export async function checkConnection(api: WalletApi | null): Promise<ConnectionCheck> {
  if (!api) return answer(false, said('main.api.noKey'));
  try {
    const { premiumCredits: premium, freeCredits: free } = await api.getCredits();
    return answer(true, said('main.settings.connected', { premium, free }));
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        message: error.message,
        said: error.said ?? said('main.api.serviceSays', { reason: error.message }),
      };
    }
    return answer(false, said('main.settings.checkFailed'));
  }
}
