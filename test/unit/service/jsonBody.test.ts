// The request hash and the body check walk a body without recursion, and hash as before.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyShapeProblem, writeJson } from '../../../src/service/http/jsonBody';
import { requestHash } from '../../../src/service/http/idempotency';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

describe('the request hash', () => {
  it('is the hash of the JSON.stringify text, for any JSON body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const expected = createHash('sha256')
          .update(`PUT /api/x\n${JSON.stringify(body ?? null)}`)
          .digest('hex');
        expect(requestHash('PUT', '/api/x', body)).toBe(expected);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('hashes a body nested 100,000 deep without overflowing the stack', () => {
    const pieces: string[] = [];
    writeJson(nested(100_000), (piece) => pieces.push(piece));
    expect(pieces.join('').length).toBeGreaterThan(100_000);
    expect(requestHash('POST', '/api/x', nested(100_000))).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the body check', () => {
  it('refuses a body deeper than 64 levels, or with a prototype key anywhere', () => {
    expect(bodyShapeProblem(nested(64))).toBeNull();
    expect(bodyShapeProblem(nested(65))).toMatch(/64 levels/);
    expect(bodyShapeProblem(nested(100_000))).toMatch(/64 levels/);
    expect(bodyShapeProblem(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toMatch(
      /"__proto__".*a\.0\.b\.__proto__/,
    );
    expect(bodyShapeProblem({ list: ['constructor', 'prototype'] })).toBeNull();
  });
});
