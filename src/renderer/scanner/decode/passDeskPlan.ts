// PassDesk's decode plan, free of the DOM so the decoding worker and a page build the same one:
// ZXing-C++ on the frame as captured; then, on a frame it misses, the frame turned square by its
// own skew; then, taking turns across frames, the frame scaled up (dense linear codes), a global
// threshold, small turns either way, and a sharpened threshold. bench/scan measures each step.
import {
  rotationRetries,
  sharpenedThresholdRetry,
  skewRetry,
  thresholdRetry,
  upscaleRetry,
  type DecodePlan,
} from './decodeFrame';
import type { FrameEngine } from './frame';

/** Small turns either way, after the skew's: wallet passes are rarely more than 10° off level. */
export const defaultRotations: readonly number[] = [4, -4, 8, -8];

/** For the camera: two paced retries a frame, so all of them are tried within four frames. */
export const cameraRetriesPerFrame = 2;

export function passDeskPlan(zxing: FrameEngine, retriesPerFrame?: number): DecodePlan {
  return {
    engines: [zxing],
    leading: [skewRetry()],
    retries: [
      upscaleRetry(1.5),
      thresholdRetry(),
      ...rotationRetries(defaultRotations),
      sharpenedThresholdRetry(),
    ],
    ...(retriesPerFrame === undefined ? {} : { retriesPerFrame }),
  };
}
