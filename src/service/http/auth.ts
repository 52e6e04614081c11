// The `apikey` header (spec section 5): every /api request must name a known account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, ERROR_CODES } from '@shared/api';
import type { Account, AccountTable } from '../db/accounts';
import { ServiceError } from './serviceError';

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
  }
}

export function authenticate(accounts: AccountTable) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers[API_KEY_HEADER];
    const key = typeof header === 'string' ? header.trim() : '';
    const account = key === '' ? null : accounts.findByKey(key);
    if (!account) {
      throw new ServiceError(
        401,
        ERROR_CODES.invalidApiKey,
        key === ''
          ? `Valid API key required: send it in the ${API_KEY_HEADER} header`
          : 'Valid API key required: this API key is not known',
      );
    }
    request.account = account;
  };
}

/** The caller's account; routes under /api run only after `authenticate` set it. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error('route reached without authentication');
  return request.account;
}
