// The scanner module's public face: what the counter screen mounts and calls. The camera part
// is loaded lazily; wedge listening and manual entry are light and load with the screen.
export { LazyCameraScanner as CameraScanner } from './LazyCameraScanner';
export type { CameraScannerProps } from './CameraScanner';
export { ManualEntry, type ManualEntryProps } from './ManualEntry';
export { useWedgeScanner, type UseWedgeScannerOptions } from './wedge/useWedgeScanner';
export { listenForWedgeScans } from './wedge/wedgeListener';
export type { WedgeOptions } from './wedge/wedgeBuffer';
export type { OnScan, ScanEvent, ScanSource } from './scanEvent';
export type { Decoded, EngineName, ScanFormat } from './decode/frame';
