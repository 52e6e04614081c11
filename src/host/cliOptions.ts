// The web host's command line, parsed and checked, with a usage text that says what to fix.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Translator } from '@shared/i18n/translate';
import { MAX_PEER_ADDRESSES } from '@shared/ipc/storeContract';
import { mayCarryKey } from '../main/core/settings/serviceOrigin';
import {
  DEFAULT_LAN_PORT,
  LAN_ARG_OPTIONS,
  lanPortArg,
  peerArgs,
} from '../main/core/store/launchArgs';

/** The usage text in the terminal's language. */
export const usage = (words: Translator): string =>
  words.t('pass.cli.usage', { lanPort: DEFAULT_LAN_PORT, maxPeers: MAX_PEER_ADDRESSES });

const options = z
  .object({
    training: z.boolean(),
    serviceUrl: z
      .url({ protocol: /^https?$/, error: 'pass.cli.serviceUrlNotHttp' })
      .refine(mayCarryKey, { error: 'pass.cli.serviceUrlNotHttps' })
      .optional(),
    dataDir: z.string().min(1),
    port: z.coerce.number().int().min(0, 'pass.cli.portRange').max(65535, 'pass.cli.portRange'),
    peers: peerArgs,
    lanPort: lanPortArg,
    discovery: z.boolean(),
    peersOnly: z.boolean(),
    open: z.boolean(),
    help: z.boolean(),
  })
  .refine((o) => !(o.training && o.serviceUrl), {
    message: 'pass.cli.trainingOrService',
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
    discovery: values['no-discovery'] !== true,
    peersOnly: values['peers-only'] === true,
    open: values.open,
    help: values.help,
  });
  // Training is what a person without a service gets.
  return { ...parsed, training: parsed.training || !parsed.serviceUrl };
}
