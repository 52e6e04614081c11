// The link's command-line options, `--peer host:port` (repeatable), `--lan-port N`,
// `--no-discovery` and `--peers-only`, read the same way by the web host and the desktop app.
/* eslint-disable i18n/person-facing-text -- the command line's own words: they name its English options (--peer, --lan-port) to the one who typed them */
import { issueInEnglish } from '@shared/ipc/invalid';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { MAX_PEER_ADDRESSES, peerAddress } from '@shared/ipc/storeContract';

/** Where a station listens for the store's other stations unless told otherwise. */
export const DEFAULT_LAN_PORT = 4380;

/** One `--peer` value; the message names the option and the value, so the fix is plain. */
const peerArg = z.unknown().transform((value, ctx) => {
  const parsed = peerAddress.safeParse(value);
  if (parsed.success) return parsed.data;
  const given = typeof value === 'string' ? value : 'needs a value';
  ctx.addIssue({
    code: 'custom',
    message: `--peer ${given}: ${issueInEnglish(parsed.error.issues[0]!)}`,
  });
  return z.NEVER;
});

export const peerArgs = z
  .array(peerArg)
  .max(MAX_PEER_ADDRESSES, { error: `give --peer at most ${MAX_PEER_ADDRESSES} times` })
  .transform((peers) => [...new Set(peers)]);

const portError = '--lan-port must be a whole number from 0 to 65535 (0: any free port)';
export const lanPortArg = z
  .string({ error: portError })
  .regex(/^\d{1,5}$/, { error: portError })
  .transform(Number)
  .refine((port) => port <= 65535, { error: portError });

/** The link's part of CoreOptions, as a command line gives it. */
export interface LanArgs {
  peers: string[];
  port: number;
  /** Announce and look for stations on the network (`--no-discovery`: neither). */
  discovery: boolean;
  /** Dial only the `--peer` addresses: none learned, none dialled back (`--peers-only`). */
  peersOnly: boolean;
}

/** The options' declarations for node:util parseArgs, shared so both read the same spelling. */
export const LAN_ARG_OPTIONS = {
  peer: { type: 'string', multiple: true },
  'lan-port': { type: 'string' },
  'no-discovery': { type: 'boolean' },
  'peers-only': { type: 'boolean' },
} as const;

/**
 * The desktop app's reading: Electron and Chromium put their own switches in argv, so unknown
 * options pass, and a bad value is a warning (a till must open even with a mistyped shortcut;
 * discovery and Settings' addresses still find its peers) with the rest kept.
 */
export function lanArgsFromArgv(argv: readonly string[]): LanArgs & { warnings: string[] } {
  const { values } = parseArgs({
    args: [...argv],
    strict: false,
    allowPositionals: true,
    options: LAN_ARG_OPTIONS,
  });
  const warnings: string[] = [];
  const good = [values.peer ?? []].flat().flatMap((value) => {
    const parsed = peerArg.safeParse(value);
    if (parsed.success) return [parsed.data];
    warnings.push(`ignored: ${issueInEnglish(parsed.error.issues[0]!)}`);
    return [];
  });
  const peers = [...new Set(good)];
  if (peers.length > MAX_PEER_ADDRESSES) {
    warnings.push(
      `ignored: ${peers.splice(MAX_PEER_ADDRESSES).join(', ')} (--peer at most ${MAX_PEER_ADDRESSES} times)`,
    );
  }
  let port = DEFAULT_LAN_PORT;
  if (values['lan-port'] !== undefined) {
    const parsed = lanPortArg.safeParse(values['lan-port']);
    if (parsed.success) port = parsed.data;
    else
      warnings.push(
        `ignored: ${issueInEnglish(parsed.error.issues[0]!)}; using ${DEFAULT_LAN_PORT}`,
      );
  }
  return {
    peers,
    port,
    discovery: values['no-discovery'] !== true,
    peersOnly: values['peers-only'] === true,
    warnings,
  };
}
