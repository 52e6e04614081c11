// The scan box: wide enough for a PDF417 or Code 128 strip, tall enough for a QR or Aztec code.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const widthShare = 0.85;
const heightShare = 0.7;

/** The box's size in a viewfinder of the given size (html5-qrcode's `qrbox` callback). */
export function scanBoxSize(
  viewWidth: number,
  viewHeight: number,
): { width: number; height: number } {
  // html5-qrcode refuses boxes under 50 px.
  return {
    width: Math.max(50, Math.floor(viewWidth * widthShare)),
    height: Math.max(50, Math.floor(viewHeight * heightShare)),
  };
}

/** The same box on the camera's own pixels, centred, to crop each frame before decoding. */
export function scanBoxOnFrame(frameWidth: number, frameHeight: number): Box {
  const width = Math.round(frameWidth * widthShare);
  const height = Math.round(frameHeight * heightShare);
  return {
    x: Math.round((frameWidth - width) / 2),
    y: Math.round((frameHeight - height) / 2),
    width,
    height,
  };
}
