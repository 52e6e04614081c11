// Maps the spec's barcode types to bwip-js symbologies, with the options each needs to draw well.
import type { BarcodeType } from '../api';

export interface BarcodeDrawing {
  bcid: string;
  text: string;
  scale: number;
  height?: number;
  /** Two-dimensional codes are drawn square; linear ones get a height in millimetres. */
  square: boolean;
}

const SYMBOLOGY: Record<BarcodeType, { bcid: string; square: boolean }> = {
  QR_CODE: { bcid: 'qrcode', square: true },
  PDF417: { bcid: 'pdf417', square: false },
  AZTEC: { bcid: 'azteccode', square: true },
  CODE_128: { bcid: 'code128', square: false },
};

/** null when there is nothing to draw (an empty value gives a pass with no barcode). */
export function barcodeDrawing(type: BarcodeType, value: string): BarcodeDrawing | null {
  if (value === '') return null;
  const { bcid, square } = SYMBOLOGY[type];
  return square
    ? { bcid, text: value, scale: 3, square }
    : { bcid, text: value, scale: 2, height: 12, square };
}

/** The options bwip-js draws a drawing with, on a canvas or as SVG, on a white margin. */
export function bwipOptions(drawing: BarcodeDrawing) {
  return {
    bcid: drawing.bcid,
    text: drawing.text,
    scale: drawing.scale,
    ...(drawing.height === undefined ? {} : { height: drawing.height }),
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'ffffff',
  };
}
