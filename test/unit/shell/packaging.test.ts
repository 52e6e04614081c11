import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import afterPack, { packedExecutable, passdeskFuses } from '../../../scripts/after-pack.mjs';

describe('Electron fuses', () => {
  it('turn off Node entry points and enforce the asar', () => {
    const fuses = passdeskFuses('linux') as unknown as Record<number, boolean>;
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(fuses[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(fuses[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('finds the executable inside each platform package', () => {
    const base = { appOutDir: '/r', productFilename: 'PassDesk', executableName: 'passdesk' };
    expect(packedExecutable({ ...base, platform: 'darwin' })).toBe(
      join('/r', 'PassDesk.app', 'Contents', 'MacOS', 'PassDesk'),
    );
    expect(packedExecutable({ ...base, platform: 'win32' })).toBe(join('/r', 'PassDesk.exe'));
    expect(packedExecutable({ ...base, platform: 'linux' })).toBe(join('/r', 'passdesk'));
  });
});

describe('afterPack hook', () => {
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  // Electron's defaults: cookie encryption, asar integrity, asar-only and the V8 snapshot off.
  const SHIPPED = '101100011';

  it('flips the fuses inside a packed Linux binary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passdesk-fuses-'));
    try {
      const binary = join(dir, 'passdesk');
      writeFileSync(
        binary,
        Buffer.concat([
          Buffer.from('ELF...'),
          Buffer.from(SENTINEL),
          Buffer.from([1, SHIPPED.length]),
          Buffer.from(SHIPPED),
          Buffer.from('...'),
        ]),
      );
      await afterPack({
        electronPlatformName: 'linux',
        appOutDir: dir,
        packager: { appInfo: { productFilename: 'PassDesk' }, executableName: 'passdesk' },
      });
      const bytes = readFileSync(binary);
      const at = bytes.indexOf(SENTINEL) + SENTINEL.length + 2;
      const wire = bytes.subarray(at, at + SHIPPED.length).toString('latin1');
      // RunAsNode, cookies, NODE_OPTIONS, inspect, asar integrity, asar only, snapshot, file://, (newer fuse)
      expect(wire).toBe('010011001');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('electron-builder configuration', () => {
  const yml = readFileSync('electron-builder.yml', 'utf8');

  it('ships the Electron build of the SQLite addon outside the asar and never rebuilds node_modules', () => {
    expect(yml).toMatch(/asarUnpack:\n\s+- build\/electron-native\/\*\*/);
    expect(yml).toMatch(/^npmRebuild: false$/m);
    expect(yml).toMatch(/^afterPack: \.\/scripts\/after-pack\.mjs$/m);
  });

  it("passes electron-builder's own schema", async () => {
    const require = createRequire(import.meta.url);
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>;
    };
    const { load } = require('js-yaml') as { load: (text: string) => unknown };
    await expect(
      validateConfiguration(load(yml), { add() {}, isEnabled: false }),
    ).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...(load(yml) as object), npmRebuilt: false },
        { add() {}, isEnabled: false },
      ),
    ).rejects.toThrow(/unknown property 'npmRebuilt'/);
  });

  it('names an afterPack hook electron-builder can load', async () => {
    const require = createRequire(import.meta.url);
    const { resolveFunction } = require('app-builder-lib/out/util/resolve.js') as {
      resolveFunction: (
        type: string | undefined,
        executor: string,
        name: string,
        root: string,
      ) => Promise<unknown>;
    };
    const hook = await resolveFunction(
      undefined,
      './scripts/after-pack.mjs',
      'afterPack',
      process.cwd(),
    );
    expect(typeof hook).toBe('function');
    expect((hook as { name: string }).name).toBe('afterPack');
  });

  it('asks for the camera on macOS and builds every installer the stores need', () => {
    expect(yml).toMatch(/NSCameraUsageDescription: .+/);
    for (const target of ['AppImage', 'deb', 'nsis', 'dmg']) expect(yml).toContain(`- ${target}`);
  });
});
