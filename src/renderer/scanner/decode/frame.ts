// The picture one decoder looks at, and what it reports back: kept free of the DOM so the
// decode pipeline runs the same in a browser, in a worker and under Node.

/** RGBA pixels, 4 bytes per pixel, rows top to bottom; the shape of a DOM `ImageData`. */
export interface Frame {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Every symbology a wallet pass carries. */
export const scanFormats = ['QRCode', 'PDF417', 'Aztec', 'Code128'] as const;
export type ScanFormat = (typeof scanFormats)[number];

/** The engines PassDesk decodes with; named so benchmarks and logs can tell them apart. */
export type EngineName = 'zxing-wasm' | 'html5-qrcode';

export interface Decoded {
  readonly text: string;
  readonly format: ScanFormat;
  readonly engine: EngineName;
  /** The retry that read it (e.g. `rotate 4°`); null when it read as captured. */
  readonly retry: string | null;
}

/** One decoding engine: resolves to what it read, or null when it found no code. */
export interface FrameEngine {
  readonly name: EngineName;
  decode(frame: Frame): Promise<Omit<Decoded, 'retry'> | null>;
}
