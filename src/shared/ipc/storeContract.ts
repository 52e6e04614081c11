// The channels of a store of many stations: the station's peers on the store's network, pairing
// a till, the switch that pauses sharing, and the conflicts found when a split network heals.
// Part of the one contract (contract.ts).
import { z } from 'zod';
import { ONE_LINE } from './ids';

/** A station's address on the store's network: a host name or IP, and a port. */
export const peerAddress = z
  .string({ error: 'main.schema.peerAddressForm' })
  .trim()
  .max(300, 'main.schema.peerAddressTooLong')
  .regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, 'main.schema.peerAddressForm')
  .refine((text) => {
    const port = Number(text.slice(text.lastIndexOf(':') + 1));
    return port >= 1 && port <= 65535;
  }, 'main.schema.portRange');

/** At most this many addresses typed by hand (networks where multicast is blocked). */
export const MAX_PEER_ADDRESSES = 16;

/** One other station of the store, as this station sees it now. */
export const peerView = z.object({
  stationId: z.string(),
  /** Its name as the store knows it ("Till 2"). */
  name: z.string(),
  /** `linked`: sharing now; `away`: paired but not reached; `unpaired`: seen, not trusted. */
  state: z.enum(['linked', 'away', 'unpaired']),
  address: z.string().nullable(),
  /** When this station last heard from it (ISO), or null: never. */
  lastSeenAt: z.string().nullable(),
  /** A peer in the other mode (training against live) is in sight but shares nothing. */
  mode: z.enum(['live', 'training']).nullable(),
  /** Entries it sent that this station refused since it started (store/replicated); absent: none. */
  refused: z.number().int().min(0).optional(),
});
export type PeerView = z.infer<typeof peerView>;

export const storeStatus = z.object({
  /** This station's id and the name its peers see. */
  station: z.object({ id: z.string(), name: z.string() }),
  /** Whether this station belongs to a store (paired with at least one other, or inviting). */
  paired: z.boolean(),
  /** Sharing with the store's other stations: off only while a manager has paused it. */
  sharing: z.boolean(),
  /** Where this station listens for its peers (host:port), or null while it does not. */
  listening: z.string().nullable(),
  peers: z.array(peerView),
  /** Conflicts found on healing that wait for a manager. */
  openConflicts: z.number().int().min(0),
  /**
   * Tills forgotten here, each with the people whose PIN hashes it held and who have not
   * changed their PIN since: a stolen till's files give those up to patient guessing.
   */
  pinsToChange: z.array(
    z.object({ stationName: z.string(), forgottenAt: z.string(), people: z.array(z.string()) }),
  ),
});
export type StoreStatus = z.infer<typeof storeStatus>;

/** What a manager's station shows so a new till can join: a short code, and a QR of the same. */
export const pairingInvite = z.object({
  /** Typed on the joining till: 12 characters in groups of four (Crockford base 32). */
  code: z.string(),
  /** The text the QR carries: the address, the code and this station's certificate fingerprint. */
  qrText: z.string(),
  /** Where the joining till connects (host:port). */
  address: z.string(),
  expiresAt: z.string(),
});
export type PairingInvite = z.infer<typeof pairingInvite>;

export const pairingCode = z
  .string({ error: 'main.schema.pairingCodeType' })
  .trim()
  .transform((text) => text.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{12}$/, 'main.schema.pairingCodeForm'));

/** A redemption one side made, as a manager sees it to decide. */
export const conflictSide = z.object({
  eventId: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  at: z.string(),
  /** Who was signed in, as the journal names them. */
  staffName: z.string().nullable(),
  countBefore: z.number().int().nullable(),
  override: z.string().nullable(),
});

/** Two redemptions of one card taken on either side of a split network, found on healing. */
export const storeConflict = z.object({
  id: z.string(),
  customerId: z.string(),
  memberName: z.string().nullable(),
  kind: z.literal('doubleRedemption'),
  sides: z.tuple([conflictSide, conflictSide]),
  foundAt: z.string(),
  resolution: z
    .object({
      outcome: z.enum(['keepBoth', 'correctCount']),
      reason: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type StoreConflict = z.infer<typeof storeConflict>;

const conflictReason = z
  .string({ error: 'main.schema.sayWhy' })
  .trim()
  .min(1, 'main.schema.sayWhy')
  .max(200, 'main.schema.reasonTooLong')
  .regex(ONE_LINE, 'main.schema.reasonOneLine');

export const storeChannels = {
  /** This station, its peers in sight and whether it shares: the status bar and Settings. */
  'store.status': { request: z.object({}), response: storeStatus },
  /** Shows a pairing code on this station for a few minutes, so a new till can join the store. */
  'store.invite': { request: z.object({}), response: pairingInvite },
  /**
   * Joins the store of the station at `address`, proving the code shown there. `fingerprint`
   * (from the QR) pins the inviting station's whole certificate, not only the code's part of it;
   * `ownerPin` is this station's owner's PIN, needed when this station has staff.
   */
  'store.join': {
    request: z.object({
      address: peerAddress,
      code: pairingCode,
      fingerprint: z
        .string()
        .regex(/^[0-9a-f]{64}$/, 'main.schema.fingerprintForm')
        .optional(),
      ownerPin: z.string().max(64, 'main.schema.pinAtMost').optional(),
    }),
    response: storeStatus,
  },
  /** The store stops trusting a station (a till sold or stolen): it is refused from now on. */
  'store.forget': {
    request: z.object({ stationId: z.string().min(1).max(100) }),
    response: storeStatus,
  },
  /** Pauses or resumes sharing with the other stations; while paused this station works alone. */
  'store.setSharing': { request: z.object({ on: z.boolean() }), response: storeStatus },
  /** Conflicts found when a split network healed, newest first, open ones before resolved. */
  'store.conflicts': { request: z.object({}), response: z.array(storeConflict) },
  /**
   * A manager's decision on a conflict: keep both redemptions (the member got two rewards), or
   * correct the card's count at this station, with a reason either way.
   */
  'store.resolveConflict': {
    request: z.object({
      conflictId: z.string().min(1).max(200),
      outcome: z.enum(['keepBoth', 'correctCount']),
      count: z.number().int().min(0).max(100_000).optional(),
      reason: conflictReason,
    }),
    response: storeConflict,
  },
} as const;

/** The least role for each store channel (access.ts spreads this into LEAST_ROLE). */
export const STORE_LEAST_ROLE = {
  'store.status': 'open',
  'store.invite': 'manager',
  'store.join': 'manager',
  'store.forget': 'owner',
  'store.setSharing': 'manager',
  'store.conflicts': 'manager',
  'store.resolveConflict': 'manager',
} as const satisfies Record<keyof typeof storeChannels, 'open' | 'cashier' | 'manager' | 'owner'>;
