// The web host's options: defaults that start training mode, and clear refusals.
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseCliOptions } from '../../../src/host/cliOptions';
import { issueInEnglish } from '../../../src/shared/ipc/invalid';

/** What the terminal says for refused options, in English (`cli.ts` says it so). */
function refusal(args: string[]): string {
  try {
    parseCliOptions(args);
  } catch (error) {
    return error instanceof ZodError ? error.issues.map(issueInEnglish).join('; ') : String(error);
  }
  return '';
}

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
    expect(refusal(['--port', '70000'])).toMatch(/--port/);
    expect(refusal(['--service-url', 'ftp://x'])).toMatch(/--service-url/);
    expect(refusal(['--training', '--service-url', 'http://a.example'])).toMatch(/either/);
    expect(() => parseCliOptions(['--bogus'])).toThrow();
    // The key would travel unencrypted: plain http only to this computer.
    expect(refusal(['--service-url', 'http://passes.example'])).toMatch(
      /--service-url must be https:\/\//,
    );
    expect(parseCliOptions(['--service-url', 'http://127.0.0.1:4010']).serviceUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('takes other stations by address, repeatable, and the port to listen on for them', () => {
    expect(parseCliOptions([])).toMatchObject({ peers: [], lanPort: 4380 });
    const o = parseCliOptions([
      '--peer',
      '192.168.1.21:4380',
      '--peer=till-2.local:4381',
      '--peer',
      ' 192.168.1.21:4380 ',
      '--peer',
      '[fd00::5]:4380',
      '--lan-port',
      '0',
    ]);
    expect(o.peers).toEqual(['192.168.1.21:4380', 'till-2.local:4381', '[fd00::5]:4380']);
    expect(o.lanPort).toBe(0);
    expect(parseCliOptions(['--lan-port', '4390']).lanPort).toBe(4390);
  });

  it('looks for stations and dials learned addresses unless told --no-discovery, --peers-only', () => {
    expect(parseCliOptions([])).toMatchObject({ discovery: true, peersOnly: false });
    expect(parseCliOptions(['--no-discovery', '--peers-only'])).toMatchObject({
      discovery: false,
      peersOnly: true,
    });
  });

  it('refuses a bad --peer or --lan-port, naming the option and the value', () => {
    expect(() => parseCliOptions(['--peer', '192.168.1.21'])).toThrow(
      '--peer 192.168.1.21: give the address as host:port, such as 192.168.1.20:4380',
    );
    expect(() => parseCliOptions(['--peer', 'till-2:99999'])).toThrow(
      '--peer till-2:99999: the port is a number from 1 to 65535',
    );
    expect(() => parseCliOptions(['--peer', 'http://till-2:4380'])).toThrow(
      /--peer http:\/\/till-2:4380: give the address as host:port/,
    );
    const many = Array.from({ length: 17 }, (_, i) => ['--peer', `10.0.0.${i + 1}:4380`]).flat();
    expect(() => parseCliOptions(many)).toThrow('give --peer at most 16 times');
    for (const port of ['65536', '-1', '43.5', 'four', '']) {
      expect(() => parseCliOptions([`--lan-port=${port}`]), port).toThrow(
        '--lan-port must be a whole number from 0 to 65535 (0: any free port)',
      );
    }
    expect(() => parseCliOptions(['--peer'])).toThrow();
  });
});
