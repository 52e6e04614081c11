// The link's framing: each message is a 4-byte big-endian length, a kind byte and the body, and a
// message longer than the cap closes the link before it is buffered.
import { z } from 'zod';
import { rosterStation } from './pairedStations';
import { pinKeyText } from '../../staff/pinKey';

/** The largest message a peer may send; a bigger one is treated as hostile. */
export const FRAME_CAP = 8 * 1024 * 1024;

export const FRAME_KIND = { control: 0, sync: 1 } as const;
export type FrameKind = (typeof FRAME_KIND)[keyof typeof FRAME_KIND];

export interface Frame {
  kind: FrameKind;
  body: Uint8Array;
}

export class FrameTooBig extends Error {
  constructor(readonly length: number) {
    // eslint-disable-next-line i18n/person-facing-text -- a fault for the log: the peer is dropped
    super(`a peer sent a message of ${length} bytes, over the cap of ${FRAME_CAP}`);
  }
}

export function encodeFrame(kind: FrameKind, body: Uint8Array): Buffer {
  if (body.length + 1 > FRAME_CAP) throw new FrameTooBig(body.length + 1);
  const head = Buffer.alloc(5);
  head.writeUInt32BE(body.length + 1, 0);
  head.writeUInt8(kind, 4);
  return Buffer.concat([head, body]);
}

/** Cuts a byte stream into frames; throws FrameTooBig or a malformed-kind error on bad input. */
export class FrameReader {
  private pending: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly cap = FRAME_CAP) {}

  push(chunk: Buffer): Frame[] {
    this.pending.push(chunk);
    this.buffered += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.buffered < 4) return frames;
      if (this.pending[0]!.length < 4) this.pending = [Buffer.concat(this.pending)];
      const length = this.pending[0]!.readUInt32BE(0);
      // Judged from the length alone: a hostile size is refused before its bytes are kept.
      if (length > this.cap || length < 1) throw new FrameTooBig(length);
      // Joined only once the whole frame is here, so a large one costs one copy, not one per chunk.
      if (this.buffered < 4 + length) return frames;
      const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
      const kind = data[4]!;
      if (kind !== FRAME_KIND.control && kind !== FRAME_KIND.sync) {
        throw new Error(`a peer sent a message of unknown kind ${kind}`);
      }
      frames.push({ kind, body: new Uint8Array(data.subarray(5, 4 + length)) });
      const rest = data.subarray(4 + length);
      this.pending = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
  }
}

const stationId = z.string().min(1).max(100);
const name = z.string().max(60);
const mode = z.enum(['live', 'training']);

/** What one station says to another outside the document's sync, checked when read. */
export const controlMessage = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('hello'),
    v: z.literal(1),
    stationId,
    name,
    storeId: z.string().min(1).max(100),
    mode,
    /** The port it listens on, so the other side can dial it later; null: it does not. */
    port: z.number().int().min(1).max(65535).nullable(),
  }),
  z.object({ t: z.literal('ping') }),
  z.object({
    t: z.literal('join'),
    v: z.literal(1),
    stationId,
    name,
    /** The code's secret part (its last four characters). */
    secret: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{4}$/),
    port: z.number().int().min(1).max(65535).nullable(),
  }),
  z.object({
    t: z.literal('welcome'),
    storeId: z.string().min(1).max(100),
    stations: z.array(rosterStation).max(200),
    /** The store's PIN key (staff/pinKey.ts), for the joining till only; absent: none. */
    pinKey: pinKeyText.optional(),
  }),
  z.object({
    t: z.literal('refused'),
    why: z.enum(['wrongCode', 'expired', 'tooManyTries', 'noInvite', 'idTaken']),
  }),
]);
export type ControlMessage = z.infer<typeof controlMessage>;
export type Hello = Extract<ControlMessage, { t: 'hello' }>;

export function encodeControl(message: ControlMessage): Buffer {
  return encodeFrame(FRAME_KIND.control, Buffer.from(JSON.stringify(message), 'utf8'));
}

/** A control frame's message, or null when it is not one (logged and skipped by the caller). */
export function decodeControl(body: Uint8Array): ControlMessage | null {
  try {
    const parsed = controlMessage.safeParse(JSON.parse(Buffer.from(body).toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
