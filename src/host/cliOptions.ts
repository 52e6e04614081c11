// The web host's command line, parsed and checked, with a usage text that says what to fix.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { mayCarryKey } from '../main/core/settings/serviceOrigin';
import {
  DEFAULT_LAN_PORT,
  LAN_ARG_OPTIONS,
  lanPortArg,
  peerArgs,
} from '../main/core/lan/launchArgs';

export const USAGE = `Usage: tsx src/host/cli.ts [options]

  --training           run the embedded service with demo data (the default without --service-url)
  --service-url URL    sync with this wallet-pass service instead (set the API key in Settings);
                       https://, or http:// on this computer only
  --data-dir DIR       where the station keeps its data (default ~/.passdesk-web)
  --port N             the port to serve on, on 127.0.0.1 (default: a free one)
  --peer HOST:PORT     another station of the store, where the network blocks multicast
                       (repeatable, at most 16), e.g. --peer 192.168.1.21:4380
  --lan-port N         where this station listens for the store's other stations
                       (default ${DEFAULT_LAN_PORT}, another if that one is taken; 0: any free port)
  --open               open the page in the browser
  --help               show this text`;

const options = z
  .object({
    training: z.boolean(),
    serviceUrl: z
      .url({ protocol: /^https?$/, error: '--service-url must be an http(s) address' })
      .refine(mayCarryKey, {
        error: '--service-url must be https:// (http:// only for localhost, 127.0.0.1 or ::1)',
      })
      .optional(),
    dataDir: z.string().min(1),
    port: z.coerce
      .number()
      .int()
      .min(0, '--port must be between 0 and 65535')
      .max(65535, '--port must be between 0 and 65535'),
    peers: peerArgs,
    lanPort: lanPortArg,
    open: z.boolean(),
    help: z.boolean(),
  })
  .refine((o) => !(o.training && o.serviceUrl), {
    message: 'choose either --training or --service-url, not both',
  });
export type CliOptions = z.infer<typeof options>;

export function parseCliOptions(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      training: { type: 'boolean', default: false },
      'service-url': { type: 'string' },
      'data-dir': { type: 'string', default: join(homedir(), '.passdesk-web') },
      port: { type: 'string', default: '0' },
      ...LAN_ARG_OPTIONS,
      open: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const parsed = options.parse({
    training: values.training,
    serviceUrl: values['service-url'],
    dataDir: resolve(values['data-dir']),
    port: values.port,
    peers: values.peer ?? [],
    lanPort: values['lan-port'] ?? String(DEFAULT_LAN_PORT),
    open: values.open,
    help: values.help,
  });
  // Training is what a person without a service gets.
  return { ...parsed, training: parsed.training || !parsed.serviceUrl };
}
