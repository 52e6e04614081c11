// The link's options in the core's configuration, checked with zod like every other option.
/* eslint-disable i18n/person-facing-text -- a configuration fault, found at start-up by whoever wrote the configuration, never shown on a screen */
import { z } from 'zod';
import { MAX_PEER_ADDRESSES, peerAddress } from '@shared/ipc/storeContract';
import type { SecretSeal } from '../../settings/secretSeal';
import { DEFAULT_LAN_PORT } from '../launchArgs';

/** How long a new connection may take to say who it is, from its first byte: a deadline. */
export const GREETING_MS = 10_000;

const greetingError = { error: 'give the greeting time in milliseconds, from 100 to 60000' };

export const linkOptions = z.object({
  /** The port to listen on for the store's other stations; 0: any free port. */
  port: z
    .number({ error: 'give the port as a whole number from 0 (any) to 65535' })
    .int({ error: 'give the port as a whole number from 0 (any) to 65535' })
    .min(0, { error: 'give the port as a whole number from 0 (any) to 65535' })
    .max(65535, { error: 'give the port as a whole number from 0 (any) to 65535' })
    .default(DEFAULT_LAN_PORT),
  /** The address to listen on, such as 0.0.0.0 (the store's network) or 127.0.0.1. */
  host: z
    .string({ error: 'give the address to listen on, such as 0.0.0.0' })
    .min(1, { error: 'give the address to listen on, such as 0.0.0.0' })
    .default('0.0.0.0'),
  /** How long a new connection has, from its first byte, to say who it is (ms). */
  greetingMs: z
    .number(greetingError)
    .int(greetingError)
    .min(100, greetingError)
    .max(60_000, greetingError)
    .default(GREETING_MS),
  /** Announce and look for stations with DNS-SD on the local network. */
  discovery: z.boolean({ error: 'say whether to look for stations (true or false)' }).default(true),
  /**
   * Dial only `peers`: not the settings' addresses, nor any learned (where a station was last
   * linked, seen by discovery or greeted from), so a test or a person can split a store at its
   * network. Stations may still dial in.
   */
  peersOnly: z
    .boolean({ error: 'say whether to dial the given peers only (true or false)' })
    .default(false),
  /** Addresses (host:port) dialled beside those in the settings (a command line's --peer). */
  peers: z
    .array(peerAddress)
    .max(MAX_PEER_ADDRESSES, { error: `give at most ${MAX_PEER_ADDRESSES} peer addresses` })
    .readonly()
    .default(() => []),
});
export type LinkOptions = z.output<typeof linkOptions>;

export const secretSeal = z.custom<SecretSeal>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SecretSeal).seal === 'function' &&
    typeof (value as SecretSeal).open === 'function',
  { error: 'give a seal with seal(text) and open(sealed)' },
);
