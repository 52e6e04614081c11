// The fake webcam's video file: a YUV4MPEG2 stream Chromium accepts, each code shown in turn.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeCameraVideo } from '../../e2e/support/fakeCamera';

describe('writeFakeCameraVideo', () => {
  let dir: string;
  let video: Buffer;
  const width = 160;
  const height = 120;
  const header = `YUV4MPEG2 W${width} H${height} F2:1 Ip A1:1 C420\n`;
  const frameBytes = 'FRAME\n'.length + width * height * 1.5;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fake-camera-'));
    const path = join(dir, 'codes.y4m');
    await writeFakeCameraVideo(
      path,
      [
        { symbology: 'QRCode', text: 'A-1', frame: { symbolWidth: 60 } },
        { symbology: 'Code128', text: 'B-2', frame: { symbolWidth: 100 } },
      ],
      { width, height, fps: 2, secondsPerCode: 1.5 },
    );
    video = await readFile(path);
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts with a 4:2:0 header giving the size and frame rate', () => {
    expect(video.subarray(0, header.length).toString('latin1')).toBe(header);
  });

  it('holds each code for its share of frames (1.5 s at 2 fps is 3 frames), every frame whole', () => {
    expect(video.length).toBe(header.length + 6 * frameBytes);
    for (let i = 0; i < 6; i++) {
      const at = header.length + i * frameBytes;
      expect(video.subarray(at, at + 6).toString('latin1')).toBe('FRAME\n');
    }
  });

  it('draws dark bars on a light scene in video-range luma, with neutral chroma', () => {
    const luma = video.subarray(header.length + 6, header.length + 6 + width * height);
    const chroma = video.subarray(header.length + 6 + width * height, header.length + frameBytes);
    expect(Math.min(...luma)).toBe(16);
    expect(Math.max(...luma)).toBe(235);
    expect(new Set(chroma)).toEqual(new Set([128]));
  });

  it('shows a different picture once the next code is up', () => {
    const lumaOf = (frame: number) => {
      const at = header.length + frame * frameBytes + 6;
      return video.subarray(at, at + width * height);
    };
    expect(lumaOf(1).equals(lumaOf(0))).toBe(true);
    expect(lumaOf(3).equals(lumaOf(0))).toBe(false);
  });
});
