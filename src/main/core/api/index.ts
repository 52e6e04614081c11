// The wallet-pass API as the core uses it: documented endpoints and the assumed ones.
import { assumedEndpoints } from './assumed';
import { ApiClient, type ApiClientOptions } from './client';
import { specEndpoints } from './endpoints';

export type WalletApi = ReturnType<typeof specEndpoints> &
  ReturnType<typeof assumedEndpoints> & { readonly client: ApiClient };

export function createWalletApi(options: ApiClientOptions): WalletApi {
  const client = new ApiClient(options);
  return { ...specEndpoints(client), ...assumedEndpoints(client), client };
}

export { ApiClient, type ApiClientOptions } from './client';
export { ApiError, showCache } from './errors';
