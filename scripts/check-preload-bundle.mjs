#!/usr/bin/env node
// Checks the built preload: a sandboxed preload can load nothing but `electron`, so any other
// require() left in the bundle would break the window at start-up, on a machine we cannot test on.
import { existsSync, readFileSync } from 'node:fs';

const bundle = 'out/preload/index.cjs';
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run \`npm run build\` first.`);
  process.exit(2);
}
const source = readFileSync(bundle, 'utf8');
const required = [...source.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
const extra = required.filter((name) => name !== 'electron');
if (extra.length > 0 || /\bimport\s*\(/.test(source)) {
  console.error(
    `The preload must bundle its dependencies; it still loads: ${extra.join(', ') || 'a dynamic import'}`,
  );
  process.exit(1);
}
console.log(`Preload bundle loads only electron (${(source.length / 1024).toFixed(0)} kB).`);
