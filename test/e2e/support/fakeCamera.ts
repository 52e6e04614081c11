// A fake webcam for Chromium: renders codes onto camera-like frames and writes them as a
// YUV4MPEG2 video, which Chromium plays in a loop as its only camera when launched with
// `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`.
import { open } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { composeFrame, type FrameOptions } from '../../fixtures/scan/cameraFrame';
import { renderSymbol, type Symbology } from '../../fixtures/scan/symbol';

export interface ShownCode {
  readonly symbology: Symbology;
  readonly text: string;
  /** Placement and distortions of the code on the frame; a clean, centred code by default. */
  readonly frame?: Partial<FrameOptions>;
}

export interface FakeVideoOptions {
  readonly width?: number;
  readonly height?: number;
  readonly fps?: number;
  /** How long each code stays in view before the next; the video then loops. */
  readonly secondsPerCode?: number;
}

/** A size each symbology reads at comfortably from a 640x480 webcam, inside the scan box. */
export const comfortableWidth: Record<Symbology, number> = {
  QRCode: 200,
  Aztec: 200,
  PDF417: 380,
  Code128: 380,
};

/** Writes a video that shows each code in turn; resolves once the file is complete. */
export async function writeFakeCameraVideo(
  path: string,
  codes: readonly ShownCode[],
  options: FakeVideoOptions = {},
) {
  const { width = 640, height = 480, fps = 5, secondsPerCode = 1 } = options;
  if (width % 2 || height % 2) throw new Error('A 4:2:0 video needs an even width and height.');
  const file = await open(path, 'w');
  try {
    await file.write(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420\n`);
    for (const code of codes) {
      const symbol = await renderSymbol(code.symbology, code.text);
      const grey = composeFrame(symbol, {
        symbolWidth: comfortableWidth[code.symbology],
        ...code.frame,
        width,
        height,
      });
      const frame = yuv420FromGrey(grey);
      const frames = Math.max(1, Math.round(fps * secondsPerCode));
      for (let i = 0; i < frames; i++) {
        await file.write('FRAME\n');
        await file.write(frame);
      }
    }
  } finally {
    await file.close();
  }
}

/** The Chromium flags that make `videoPath` the camera. */
export function fakeCameraArgs(videoPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ];
}

/**
 * Grey levels to planar Y'CbCr 4:2:0 with video-range luma (16-235), which is what Chromium's
 * capture pipeline assumes; chroma is neutral since the frames are grey.
 */
function yuv420FromGrey(grey: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(grey.length + grey.length / 2);
  for (let i = 0; i < grey.length; i++) out[i] = Math.round(16 + (grey[i]! * 219) / 255);
  out.fill(128, grey.length);
  return out;
}

/**
 * Waits until the page's camera view has shown `frames` more frames: a state the page reaches
 * however slowly it runs, where waiting a fixed time would end early on a loaded machine.
 */
export async function waitForCameraFrames(page: Page, frames: number): Promise<void> {
  await page
    .locator('video')
    .first()
    .evaluate(
      (video: HTMLVideoElement, wanted) =>
        new Promise<void>((shown) => {
          let first: number | undefined;
          const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
            first ??= frame.presentedFrames;
            if (frame.presentedFrames - first >= wanted) shown();
            else video.requestVideoFrameCallback(onFrame);
          };
          video.requestVideoFrameCallback(onFrame);
        }),
      frames,
    );
}
