// The link's frames: cut from any split of the byte stream, and a size over the cap refused from
// its length alone, before its bytes are kept.
import { expect, it, vi } from 'vitest';
import {
  decodeControl,
  encodeControl,
  encodeFrame,
  FRAME_CAP,
  FRAME_KIND,
  FrameReader,
  FrameTooBig,
} from '../../../../../src/main/core/store/link/frames';

it('cuts frames from a stream split at every byte', () => {
  const bytes = Buffer.concat([
    encodeControl({ t: 'ping' }),
    encodeFrame(FRAME_KIND.sync, new Uint8Array([1, 2, 3])),
  ]);
  const reader = new FrameReader();
  const frames = [...bytes].flatMap((byte) => reader.push(Buffer.from([byte])));
  expect(frames.map((f) => f.kind)).toEqual([FRAME_KIND.control, FRAME_KIND.sync]);
  expect(decodeControl(frames[0]!.body)).toEqual({ t: 'ping' });
  expect([...frames[1]!.body]).toEqual([1, 2, 3]);
});

it('refuses a frame over the cap from its length, before the body arrives', () => {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(FRAME_CAP + 1, 0);
  expect(() => new FrameReader().push(head.subarray(0, 4))).toThrow(FrameTooBig);
  expect(() => encodeFrame(FRAME_KIND.sync, new Uint8Array(FRAME_CAP))).toThrow(FrameTooBig);
});

it('refuses an unknown kind, and reads a control message that does not parse as none', () => {
  const bad = encodeFrame(FRAME_KIND.sync, new Uint8Array([0]));
  bad.writeUInt8(7, 4);
  expect(() => new FrameReader().push(bad)).toThrow(/unknown kind 7/);
  expect(decodeControl(Buffer.from('{"t":"hello","v":2}'))).toBeNull();
  expect(decodeControl(Buffer.from('not json'))).toBeNull();
  expect(
    decodeControl(
      Buffer.from(
        JSON.stringify({ t: 'join', v: 1, stationId: 'x', name: 'n', secret: 'IIII', port: null }),
      ),
    ),
  ).toBeNull();
});

it('joins a large frame arriving in many chunks once, not once per chunk', () => {
  const body = Buffer.alloc(4 * 1024 * 1024, 7);
  const bytes = encodeFrame(FRAME_KIND.sync, body);
  const reader = new FrameReader();
  const concat = vi.spyOn(Buffer, 'concat');
  const frames: ReturnType<FrameReader['push']> = [];
  for (let at = 0; at < bytes.length; at += 16 * 1024) {
    frames.push(...reader.push(bytes.subarray(at, at + 16 * 1024)));
  }
  expect(concat.mock.calls.length).toBeLessThanOrEqual(1);
  concat.mockRestore();
  expect(frames).toHaveLength(1);
  expect(Buffer.from(frames[0]!.body).equals(body)).toBe(true);
});
