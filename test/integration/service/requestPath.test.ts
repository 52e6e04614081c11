// Auth and routing read one decoding of the path: an encoded /api is authenticated like /api.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@shared/api';
import { rawRequest } from '../../support/rawHttp';
import { KEY_A, startHarness, type Harness } from './harness';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await startHarness();
  port = Number(new URL(h.service.url).port);
});
afterAll(() => h.stop());

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

describe('request paths', () => {
  it('authenticates an encoded /api path like the plain one, on every method', async () => {
    for (const path of ['/%61pi/getCredits', '/%61%70%69/getCredits', '/a%70i/get%43redits']) {
      for (const method of METHODS) {
        const anonymous = await rawRequest(port, method, path);
        expect(anonymous.status, `${method} ${path}`).toBeLessThan(500);
        expect(anonymous.status, `${method} ${path}`).not.toBe(200);
      }
      const keyed = await rawRequest(port, 'GET', path, { [API_KEY_HEADER]: KEY_A });
      expect(keyed.status, path).toBe(200);
      expect(JSON.parse(keyed.body)).toMatchObject({ premiumCredits: 100_000 });
    }
  });

  it('answers the spec error body with 400 for double-encoded, dotted and badly encoded paths', async () => {
    for (const path of [
      '/%2561pi/getCredits',
      '/api/../api/getCredits',
      '/%zz',
      '//api/getCredits',
    ]) {
      for (const method of METHODS) {
        const answer = await rawRequest(port, method, path, { [API_KEY_HEADER]: KEY_A });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({
          success: false,
          errorCode: 'INVALID_REQUEST',
          error: expect.stringMatching(/^Bad request path/),
        });
      }
    }
  });

  it('treats a differently cased /API as no endpoint, never as an unauthenticated one', async () => {
    const answer = await rawRequest(port, 'GET', '/API/getCredits');
    expect(answer.status).toBe(404);
  });
});
