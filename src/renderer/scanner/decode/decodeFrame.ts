// The decode pipeline: every engine on the frame as captured, then the same frame turned a few
// degrees, so PassDesk reads what any one engine alone would miss.
import type { Decoded, Frame, FrameEngine } from './frame';
import { rotateFrame } from './rotate';

export interface DecodePlan {
  /** Tried in order on each frame; the first that reads wins. Put the one that reads most first. */
  readonly engines: readonly FrameEngine[];
  /** Degrees to retry at when no engine reads the frame as captured, in order. */
  readonly rotations: readonly number[];
  /** The engines used for rotated retries; defaults to all of them. */
  readonly rotationEngines?: readonly FrameEngine[];
}

/** Small turns either way: wallet passes are held roughly level, rarely more than 10° off. */
export const defaultRotations: readonly number[] = [4, -4, 8, -8];

export type DecodeFrame = (frame: Frame) => Promise<Decoded | null>;

export function createDecodeFrame(
  plan: DecodePlan,
  rotate: (frame: Frame, degrees: number) => Frame = rotateFrame,
): DecodeFrame {
  const rotationEngines = plan.rotationEngines ?? plan.engines;
  return async (frame) => {
    const direct = await firstRead(plan.engines, frame);
    if (direct) return { ...direct, rotation: 0 };
    for (const degrees of plan.rotations) {
      const read = await firstRead(rotationEngines, rotate(frame, degrees));
      if (read) return { ...read, rotation: degrees };
    }
    return null;
  };
}

async function firstRead(engines: readonly FrameEngine[], frame: Frame) {
  for (const engine of engines) {
    // One engine failing (a decoder bug on an odd frame) must not stop the others trying.
    const read = await engine.decode(frame).catch(() => null);
    if (read && read.text !== '') return read;
  }
  return null;
}
