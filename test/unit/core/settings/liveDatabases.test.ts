// One live database per service origin: the one from before keeps its name and its service.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LiveDatabases } from '../../../../src/main/core/settings/liveDatabases';

const A = 'https://passes.example';
const B = 'http://127.0.0.1:4999';

it('leaves the existing live database to the service it was used with, and gives others their own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-livedb-'));
  writeFileSync(join(dir, 'passdesk-live.sqlite'), '');
  const first = new LiveDatabases(dir, A);
  expect(first.nameFor(B)).toMatch(/^live-[0-9a-f]{16}$/);
  expect(first.nameFor(A)).toBe('live');
  // Kept across a restart, whatever the settings then name.
  const again = new LiveDatabases(dir, B);
  expect(again.nameFor(A)).toBe('live');
  expect(again.nameFor(B)).toBe(first.nameFor(B));
});

it('gives the first database to no one when the list of them is damaged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-livedb-'));
  writeFileSync(join(dir, 'live-databases.json'), '{"version":1,');
  const damaged = new LiveDatabases(dir, null);
  expect(damaged.nameFor(A)).toMatch(/^live-[0-9a-f]{16}$/);
});
