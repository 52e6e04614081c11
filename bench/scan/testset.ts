// The scanning benchmark's test set: camera-like frames of all four symbologies under the ways
// webcam frames go wrong. Deterministic (fixed parameters and seeds), made at bench time and
// never committed.
import { composeFrame, type FrameOptions } from '../../test/fixtures/scan/cameraFrame';
import { renderSymbol, type Symbology } from '../../test/fixtures/scan/symbol';

export const symbologies: readonly Symbology[] = ['QRCode', 'PDF417', 'Aztec', 'Code128'];

export interface TestFrame {
  readonly id: string;
  readonly distortion: string;
  /** Null for a frame with no code in it: the camera's usual view between customers. */
  readonly symbology: Symbology | null;
  /** What a reader should find; empty when there is no code. */
  readonly text: string;
  readonly width: number;
  readonly height: number;
  /** Grey levels 0..255, row-major. */
  readonly grey: Uint8ClampedArray;
}

/** The symbol's on-frame width when nothing says otherwise: a pass held at a comfortable distance. */
const usualWidth: Record<Symbology, number> = {
  QRCode: 180,
  Aztec: 170,
  PDF417: 360,
  Code128: 340,
};
/** As small as a pass held far from the camera still shows it. */
const smallWidth: Record<Symbology, readonly number[]> = {
  QRCode: [70, 85, 100],
  Aztec: [60, 75, 90],
  PDF417: [170, 200, 240],
  Code128: [150, 180, 210],
};

type Variant = (symbology: Symbology, i: number) => Partial<FrameOptions>;

/** Each distortion, with the variants it is tried at (three levels, two seeds each). */
export const distortions: Record<string, Variant> = {
  clean: (_s, i) => ({ seed: i }),
  rotation: (_s, i) => ({ rotation: [3, -5, 7, -8, 10, -12][i]! }),
  blur: (_s, i) => ({ blur: [1, 1.5, 2, 2, 2.5, 3][i]! }),
  'low contrast': (_s, i) => ({
    contrast: [0.35, 0.3, 0.25, 0.2, 0.15, 0.12][i]!,
    level: [0.5, 0.35, 0.65, 0.4, 0.6, 0.5][i]!,
    noise: 3,
    seed: i,
  }),
  perspective: (_s, i) => ({ perspective: [0.12, 0.18, 0.24, 0.3, 0.36, 0.42][i]! }),
  small: (s, i) => ({ symbolWidth: smallWidth[s][i % 3]!, seed: i }),
  noise: (_s, i) => ({ noise: [12, 18, 24, 30, 36, 45][i]!, seed: 100 + i }),
  'background left': (_s, i) => ({
    clutterLeft: true,
    clutterTone: [0.6, 0.4, 0.7, 0.35, 0.5, 0.45][i]!,
    rotation: [0, 0, 2, -2, 4, -4][i]!,
  }),
  mixed: (_s, i) => ({
    rotation: [5, -6, 8, -4, 9, -7][i]!,
    blur: [1, 1.5, 1, 2, 1, 1.5][i]!,
    contrast: [0.6, 0.5, 0.45, 0.7, 0.4, 0.55][i]!,
    perspective: [0.1, 0.15, 0.2, 0.05, 0.12, 0.18][i]!,
    noise: [8, 10, 12, 6, 14, 10][i]!,
    level: [0.5, 0.4, 0.6, 0.45, 0.55, 0.5][i]!,
    clutterLeft: i % 2 === 1,
    clutterTone: [0.6, 0.4, 0.5, 0.45, 0.7, 0.35][i]!,
    seed: 200 + i,
  }),
};

const variantsPerDistortion = 6;

function memberText(symbology: Symbology, n: number): string {
  const id = String(100000 + n * 7919).slice(-6);
  // Code 128 on passes carries a short identifier; 2D codes often carry a longer payload.
  return symbology === 'Code128' ? `PD${id}` : `https://pass.example/m/${id}?s=${n}`;
}

/** A blank card where the code would be: nothing to read, everything to search. */
const noSymbol = { width: 200, height: 60, pixels: new Float32Array(200 * 60).fill(1) };
const emptyFrames = 12;

export async function* generateTestSet(): AsyncGenerator<TestFrame> {
  for (let i = 0; i < emptyFrames; i++) {
    const options = {
      noise: (i % 4) * 8,
      clutterLeft: i % 2 === 1,
      rotation: i - 6,
      blur: i % 3,
      seed: 300 + i,
    };
    yield {
      id: `no code/${i}`,
      distortion: 'no code',
      symbology: null,
      text: '',
      width: 640,
      height: 480,
      grey: composeFrame(noSymbol, options),
    };
  }
  let n = 0;
  for (const [distortion, variant] of Object.entries(distortions)) {
    for (const symbology of symbologies) {
      for (let i = 0; i < variantsPerDistortion; i++) {
        const text = memberText(symbology, n++);
        const symbol = await renderSymbol(symbology, text);
        const options = {
          width: 640,
          height: 480,
          symbolWidth: usualWidth[symbology],
          ...variant(symbology, i),
        };
        yield {
          id: `${distortion}/${symbology}/${i}`,
          distortion,
          symbology,
          text,
          width: options.width,
          height: options.height,
          grey: composeFrame(symbol, options),
        };
      }
    }
  }
}
