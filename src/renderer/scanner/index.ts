// The scanner module's public face: what the counter screen mounts and calls.
export { CameraScanner, type CameraScannerProps } from './CameraScanner';
export { ManualEntry, type ManualEntryProps } from './ManualEntry';
export { useWedgeScanner, type UseWedgeScannerOptions } from './wedge/useWedgeScanner';
export { listenForWedgeScans } from './wedge/wedgeListener';
export type { OnScan, ScanEvent, ScanSource } from './scanEvent';
export type { Decoded, EngineName, Frame, ScanFormat } from './decode/frame';
export { passDeskDecodeFrame } from './decode/passDeskDecoder';
