// Copies the scan box out of the live video, at the camera's own resolution, as a Frame.
import type { Frame } from '../decode/frame';
import { scanBoxOnFrame } from './scanBox';

export interface FrameGrabber {
  grab(video: HTMLVideoElement): Frame | null;
}

export function createFrameGrabber(): FrameGrabber {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    grab(video) {
      if (
        !context ||
        video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA ||
        video.videoWidth === 0
      )
        return null;
      const box = scanBoxOnFrame(video.videoWidth, video.videoHeight);
      if (canvas.width !== box.width) canvas.width = box.width;
      if (canvas.height !== box.height) canvas.height = box.height;
      context.drawImage(video, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
      return context.getImageData(0, 0, box.width, box.height);
    },
  };
}

/**
 * The scan box as an ImageBitmap, for the decoding worker: the browser crops and copies it off
 * the page's thread, and the bitmap is handed over, not copied again.
 */
export function grabBitmap(video: HTMLVideoElement): Promise<ImageBitmap> | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const box = scanBoxOnFrame(video.videoWidth, video.videoHeight);
  return createImageBitmap(video, box.x, box.y, box.width, box.height);
}
