import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// semver comes with npm's own tree; it is what npm uses to read `engines`.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
};

type Lock = { packages: Record<string, { version?: string; engines?: unknown }> };

const oldestNode = (): string => {
  const range = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
    .engines.node;
  const min = semver.minVersion(range);
  if (!min) throw new Error(`package.json engines.node is not a range: ${range}`);
  return min.version;
};

/** Every locked package whose own `engines.node` refuses the oldest Node the app supports. */
export const refusing = (lock: Lock, node: string): string[] =>
  Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = (entry.engines as { node?: unknown } | undefined)?.node;
    if (typeof range !== 'string') return [];
    return semver.satisfies(node, range, { includePrerelease: true })
      ? []
      : [`${path}@${entry.version ?? '?'} wants node ${range}`];
  });

describe('locked dependencies run on the Node the app supports', () => {
  const node = oldestNode();

  it.each(['package-lock.json', 'tools/electronegativity/package-lock.json'])('%s', (file) => {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
    expect(refusing(lock, node)).toEqual([]);
  });

  it('names a package that would not', () => {
    const lock: Lock = {
      packages: {
        '': {},
        'node_modules/old': { version: '1.0.0', engines: { node: '>=12' } },
        'node_modules/new': { version: '2.0.0', engines: { node: '>=22.12.0' } },
      },
    };
    expect(refusing(lock, '20.19.0')).toEqual(['node_modules/new@2.0.0 wants node >=22.12.0']);
  });
});
