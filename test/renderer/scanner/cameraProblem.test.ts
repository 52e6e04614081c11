import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/shared/i18n/everyLanguage';
import { cameraProblem as problemSaid } from '../../../src/renderer/scanner/camera/useCameras';

const cameraProblem = (...args: Parameters<typeof problemSaid>) => inEnglish(problemSaid(...args));

describe('camera problems in words a cashier can act on', () => {
  it('says no camera is plugged in when listing finds none', () => {
    const error = new DOMException('Requested device not found', 'NotFoundError');
    expect(cameraProblem(error, 'listing')).toMatch(/^No camera found/);
  });
  it('says the chosen camera is gone when starting it finds none', () => {
    const error = new DOMException('Requested device not found', 'NotFoundError');
    expect(cameraProblem(error)).toMatch(/^That camera is not connected/);
  });
  it('tells blocked access apart from a camera in use', () => {
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toMatch(/blocked/);
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toMatch(/in use/);
  });
});
