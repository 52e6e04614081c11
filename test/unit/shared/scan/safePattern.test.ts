// A barcode pattern runs on every scan: one that can take exponential time is refused, however it
// reached the station (a person's settings or another till's).
import { expect, it } from 'vitest';
import { customerIdRule } from '../../../../src/shared/scan/customerIdRule';
import { isSafePattern, MAX_PATTERN_LENGTH } from '../../../../src/shared/scan/safePattern';

it('accepts the patterns a store writes', () => {
  for (const pattern of [
    '^MEMBER:(?<id>.+)$',
    '^(\\d+)$',
    'ID-([A-Z0-9]{4,12})',
    '^(?:LOYAL|CARD):(?<id>[a-f0-9-]+)$',
    '^([^|]+)\\|',
    '(a|b)',
    '^(\\w{3}-\\d{2,4})?x(.*)$',
  ]) {
    expect(isSafePattern(pattern), pattern).toBe(true);
  }
});

it('refuses nested repetition, repeated alternatives, back-references and long patterns', () => {
  for (const pattern of [
    '^(a+)+$',
    '(x*)*y',
    '^((ab)*)+$',
    '(a|aa)+',
    '(?<id>(\\d+)*)',
    '(.*){2,}',
    '(a|b){1,50}',
    '(\\w)\\1',
    '(?<id>a)\\k<id>',
    `(${'a'.repeat(MAX_PATTERN_LENGTH)})`,
    '(unclosed',
    'closed)',
  ]) {
    expect(isSafePattern(pattern), pattern).toBe(false);
  }
});

it('keeps a catastrophic pattern out of the settings', () => {
  const refused = customerIdRule.safeParse({ mode: 'pattern', pattern: '^(?<id>(a+)+)$' });
  expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
    'main.schema.patternUnsafe',
  ]);
  const groupless = customerIdRule.safeParse({ mode: 'pattern', pattern: '^\\d+$' });
  expect(groupless.error?.issues.map((issue) => issue.message)).toEqual([
    'main.schema.patternInvalid',
  ]);
  const kept = customerIdRule.safeParse({ mode: 'pattern', pattern: '^M:(?<id>\\d+)$' });
  expect(kept.success).toBe(true);
});
