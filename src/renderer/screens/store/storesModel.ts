// The rules behind the "Stores and tills" page: how a pairing code is shown and typed, the
// addresses typed by hand, and which field a refused join belongs to.
import { sayIssue } from '../../i18n/sayIssue';
import { AppError } from '@shared/ipc/errors';
import { MAX_PEER_ADDRESSES, peerAddress, storeChannels } from '@shared/ipc/storeContract';
import type { PeerView } from '@shared/ipc/storeContract';
import type { MessageId } from '@shared/i18n/messageId';
import { said, type Said } from '@shared/i18n/said';
import type { z } from 'zod';

type JoinRequest = z.output<(typeof storeChannels)['store.join']['request']>;

/** "ABCD EFGH JKMN": the code in the groups of four it is typed in. */
export function codeGroups(code: string): string[] {
  return code.replace(/[\s-]/g, '').match(/.{1,4}/g) ?? [];
}

export type JoinField = 'address' | 'code' | 'ownerPin';
export type JoinProblems = Partial<Record<JoinField | 'form', string>>;

/** The join's two fields checked with the contract's own schema, before anything is sent. */
export function checkJoin(
  address: string,
  code: string,
  /** The QR's fingerprint, and this till's owner's PIN when it has staff. */
  more: { fingerprint?: string; ownerPin?: string } = {},
): { ok: true; request: JoinRequest } | { ok: false; problems: JoinProblems } {
  const given = {
    address,
    code,
    ...(more.fingerprint ? { fingerprint: more.fingerprint } : {}),
    ...(more.ownerPin ? { ownerPin: more.ownerPin } : {}),
  };
  const checked = storeChannels['store.join'].request.safeParse(given);
  if (checked.success) return { ok: true, request: checked.data };
  const problems: JoinProblems = {};
  for (const issue of checked.error.issues) {
    const named = issue.path[0];
    const field = named === 'code' || named === 'ownerPin' ? named : 'address';
    problems[field] ??= sayIssue(issue);
  }
  return { ok: false, problems };
}

/**
 * Which field the core's refusal of a join is about: the details name it when the core knows;
 * else a wrong, used or expired code is the code's, and a station not reached is the address's.
 */
export function joinProblemOf(error: unknown, message: string): JoinProblems {
  const details = error instanceof AppError ? error.details : undefined;
  const field = details?.['field'];
  if (field === 'address' || field === 'code' || field === 'ownerPin') return { [field]: message };
  // The inviting station's verdict on the code: wrong, expired, tried too often, none shown.
  if (details?.['pairing'] !== undefined) return { code: message };
  if (error instanceof AppError && error.kind === 'offline') return { address: message };
  // Read in the core's English, whatever language the page speaks.
  const english = error instanceof AppError ? error.message : message;
  if (/\bcode\b|invite|expired|tries/i.test(english)) return { code: message };
  if (error instanceof AppError && error.kind === 'invalid') return { address: message };
  return { form: message };
}

/** The addresses typed one per line (or split by commas), each checked as the settings check it. */
export function parsePeerAddresses(
  text: string,
): { ok: true; addresses: string[] } | { ok: false; problem: Said } {
  const lines = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const addresses: string[] = [];
  for (const line of lines) {
    const checked = peerAddress.safeParse(line);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const issue = first ? sayIssue(first) : undefined;
      return {
        ok: false,
        problem: issue
          ? said('settings.stores.addressProblem', { line, problem: issue })
          : said('settings.stores.notAnAddress', { line }),
      };
    }
    if (!addresses.includes(checked.data)) addresses.push(checked.data);
  }
  if (addresses.length > MAX_PEER_ADDRESSES) {
    return {
      ok: false,
      problem: said('settings.stores.tooManyAddresses', {
        most: MAX_PEER_ADDRESSES,
        over: addresses.length - MAX_PEER_ADDRESSES,
      }),
    };
  }
  return { ok: true, addresses };
}

export const PEER_STATE_WORDS: Readonly<Record<PeerView['state'], MessageId>> = {
  linked: 'settings.stores.stateLinked',
  away: 'settings.stores.stateAway',
  unpaired: 'settings.stores.stateUnpaired',
};

/** The store's own stations first (sharing, then away), each group by name. */
export function pairedFirst(peers: readonly PeerView[]): PeerView[] {
  const order = { linked: 0, away: 1, unpaired: 2 } as const;
  return [...peers].sort((a, b) => order[a.state] - order[b.state] || a.name.localeCompare(b.name));
}

/** What the pairing QR carries (`store.invite`'s qrText): `passdesk-pair:<address>:<code>:<fingerprint>`. */
export const PAIRING_QR_PREFIX = 'passdesk-pair:';

/**
 * The address and code read from a pairing QR (a 2D scanner types it into the page, or into the
 * address field); null when the text is not one. The address may hold colons (IPv6, the port).
 */
export function pairingFromQr(
  text: string,
): { address: string; code: string; fingerprint: string } | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(PAIRING_QR_PREFIX)) return null;
  const parts = trimmed.slice(PAIRING_QR_PREFIX.length).split(':');
  if (parts.length < 4) return null;
  const fingerprint = parts.pop()!;
  const code = parts.pop()!;
  if (!/^[0-9a-f]{64}$/i.test(fingerprint) || !/^[0-9A-Z]{12}$/.test(code)) return null;
  return { address: parts.join(':'), code, fingerprint: fingerprint.toLowerCase() };
}
