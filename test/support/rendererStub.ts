// A stand-in for the built renderer, enough for the web host to serve: an index.html with a
// <head>, one hashed asset, and a hidden build manifest it must never serve.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function writeRendererStub(root: string): Promise<string> {
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<html><head><title>t</title></head><body></body></html>',
  );
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await mkdir(join(root, '.vite'));
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
  return root;
}
