// Serves the built renderer from one folder, never a path outside it. Nothing in it is secret:
// a page proves itself with its session, whose secret only the launch link's own answer adds.
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { RENDERER_CONTENT_TYPES } from '@shared/rendererContentTypes';

export interface RendererFile {
  body: Buffer | string;
  contentType: string;
  /** Hashed asset names never change content, so the browser may keep them. */
  immutable: boolean;
}

export interface RendererFiles {
  /** The file for a URL path, or null when there is none (or it is outside the folder). */
  get(urlPath: string): Promise<RendererFile | null>;
}

export function rendererFiles(root: string): RendererFiles {
  const base = resolve(root);
  let index: string | null = null;

  async function indexHtml(): Promise<RendererFile> {
    index ??= await readFile(join(base, 'index.html'), 'utf8');
    return { body: index, contentType: RENDERER_CONTENT_TYPES['.html']!, immutable: false };
  }

  return {
    async get(urlPath) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
      } catch {
        return null;
      }
      // No NUL bytes, and no hidden files such as the build manifest in .vite/.
      if (decoded.includes('\0') || /\/\./.test(decoded)) return null;
      if (decoded === '/' || decoded === '/index.html') return indexHtml();
      const wanted = resolve(base, `.${decoded}`);
      if (!wanted.startsWith(base + sep)) return null;
      try {
        // Follow links, then check again: a link inside the folder may point out of it.
        const real = await realpath(wanted);
        const realBase = await realpath(base);
        if (!real.startsWith(realBase + sep) || !(await stat(real)).isFile()) return null;
        return {
          body: await readFile(real),
          contentType:
            RENDERER_CONTENT_TYPES[extname(real).toLowerCase()] ?? 'application/octet-stream',
          immutable: decoded.startsWith('/assets/'),
        };
      } catch {
        return null;
      }
    },
  };
}
