// How far a code in the frame is turned, from projections: summed along lines at the code's own
// tilt, its bars (and a 2D code's rows of modules) stay sharp, so the profile of darkness across
// them varies most; at any other angle they smear into grey. Camera pixels are a staircase along
// a tilted edge, which fools a per-pixel gradient; a projection adds up whole bars. Every other
// pixel, angles a degree apart, then the peak refined between its neighbours: a few milliseconds
// for a frame, so a tilted PDF417 or Code 128 is turned square once instead of at every angle.
import type { Frame } from './frame';

export interface Skew {
  /** Clockwise tilt on screen, in degrees. */
  readonly degrees: number;
  /**
   * How much sharper the best angle's profile is than the typical one's (0: no better, so no
   * straight structure; above about 0.3: the lines of a code).
   */
  readonly strength: number;
}

/** Wallet passes are held roughly level: the angles looked at either way. */
export const SKEW_RANGE = 12;
const STEP = 2;

export function estimateSkew(frame: Frame): Skew {
  const { data, width, height } = frame;
  const xs: number[] = [];
  const ys: number[] = [];
  const dark: number[] = [];
  for (let y = 0; y < height; y += STEP) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const value = 255 - ((data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8);
      xs.push(x - width / 2);
      ys.push(y - height / 2);
      dark.push(value);
    }
  }
  if (dark.length === 0) return { degrees: 0, strength: 0 };
  const reach = Math.ceil(Math.hypot(width, height) / 2) + 1;
  const sums = new Float64Array(2 * reach + 2);
  const counts = new Float64Array(2 * reach + 2);
  const score = (degrees: number): number => {
    const radians = (degrees * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    sums.fill(0);
    counts.fill(0);
    for (let k = 0; k < dark.length; k++) {
      // Position across bars whose normal is turned `degrees` clockwise (y grows downwards).
      // Shared between the two nearest lines, so the sampling grid leaves no pattern of its own.
      const at = xs[k]! * cos + ys[k]! * sin + reach;
      const bin = Math.floor(at);
      const share = at - bin;
      sums[bin]! += dark[k]! * (1 - share);
      counts[bin]! += 1 - share;
      sums[bin + 1]! += dark[k]! * share;
      counts[bin + 1]! += share;
    }
    // Sharpness, not the code's outline: the steps from one line to the next, weighted by how
    // much of the frame each line crosses.
    let spread = 0;
    let before: number | null = null;
    for (let b = 0; b < sums.length; b++) {
      if (counts[b]! < 0.5) continue;
      const level = sums[b]! / counts[b]!;
      if (before !== null) spread += (level - before) ** 2 * counts[b]!;
      before = level;
    }
    return spread;
  };
  const angles: number[] = [];
  const scores: number[] = [];
  for (let d = -SKEW_RANGE; d <= SKEW_RANGE; d++) {
    angles.push(d);
    scores.push(score(d));
  }
  let best = 0;
  for (let k = 1; k < scores.length; k++) if (scores[k]! > scores[best]!) best = k;
  const sorted = [...scores].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  // A flat frame: nothing but rounding between its lines.
  if (scores[best]! < 1e-6 * dark.length) return { degrees: 0, strength: 0 };
  // A parabola through the peak and its neighbours puts the tilt between whole degrees.
  let degrees = angles[best]!;
  if (best > 0 && best < scores.length - 1) {
    const [l, c, r] = [scores[best - 1]!, scores[best]!, scores[best + 1]!];
    const curve = l - 2 * c + r;
    if (curve < 0) degrees += (0.5 * (l - r)) / curve;
  }
  return { degrees, strength: 1 - typical / scores[best]! };
}
