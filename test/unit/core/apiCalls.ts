// What the API client tests share: a plain call, and the error a call failed with.
import { creditsResponse } from '@shared/api';
import { ApiError } from '../../../src/main/core/api/errors';

export const KEY = 'secret-key-abcdef123456';

/** Reading credits: a call with no body and a small answer. */
export const credits = {
  method: 'GET',
  path: '/api/getCredits',
  schema: creditsResponse,
  endpoint: 'getCredits',
} as const;

export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
