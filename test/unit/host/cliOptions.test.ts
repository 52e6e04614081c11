// The web host's options: defaults that start training mode, and clear refusals.
import { describe, expect, it } from 'vitest';
import { parseCliOptions } from '../../../src/host/cliOptions';

describe('web host options', () => {
  it('starts in training mode on a free port by default', () => {
    const o = parseCliOptions([]);
    expect(o).toMatchObject({ training: true, port: 0, open: false });
    expect(o.dataDir).toMatch(/\.passdesk-web$/);
  });

  it('uses a real service when given one', () => {
    const o = parseCliOptions([
      '--service-url',
      'https://passes.example',
      '--port',
      '8123',
      '--data-dir',
      'x',
    ]);
    expect(o).toMatchObject({ training: false, serviceUrl: 'https://passes.example', port: 8123 });
  });

  it('refuses bad values with a message that names the option', () => {
    expect(() => parseCliOptions(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseCliOptions(['--service-url', 'ftp://x'])).toThrow(/--service-url/);
    expect(() => parseCliOptions(['--training', '--service-url', 'http://a.example'])).toThrow(
      /either/,
    );
    expect(() => parseCliOptions(['--bogus'])).toThrow();
    // The key would travel unencrypted: plain http only to this computer.
    expect(() => parseCliOptions(['--service-url', 'http://passes.example'])).toThrow(
      /--service-url must be https:\/\//,
    );
    expect(parseCliOptions(['--service-url', 'http://127.0.0.1:4010']).serviceUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });
});
