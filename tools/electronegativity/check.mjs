#!/usr/bin/env node
// Runs Electronegativity over the shell (sources, and the built main and preload when present) and
// fails on any finding not listed in accepted.json, where each accepted finding says why.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(import.meta.url);

const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const accepted = JSON.parse(readFileSync(join(here, 'accepted.json'), 'utf8'));

/** Each scan sees main and preload together, so whole-app checks find the handlers where they are. */
const scans = [
  { name: 'source', parts: ['src/main/electron', 'src/preload'] },
  { name: 'build', parts: ['out/main', 'out/preload'], optional: true },
];

let cli;
try {
  cli = require.resolve('@doyensec/electronegativity/dist/index.js');
} catch {
  console.error(
    'Electronegativity is not installed: run `npm ci --prefix tools/electronegativity` first.',
  );
  process.exit(2);
}

const unexpected = [];
const seen = new Set();
for (const scan of scans) {
  if (!scan.parts.every((part) => existsSync(join(root, part)))) {
    if (scan.optional) {
      console.log(`(${scan.name}: not built, skipped; run \`npm run build\` first to include it)`);
      continue;
    }
    console.error(`${scan.name}: ${scan.parts.join(', ')} missing`);
    process.exit(2);
  }
  const stage = mkdtempSync(join(tmpdir(), 'passdesk-electronegativity-'));
  try {
    for (const part of scan.parts) cpSync(join(root, part), join(stage, part), { recursive: true });
    const sarif = join(stage, 'results.sarif');
    const run = spawnSync(
      process.execPath,
      [
        '--require',
        join(here, 'offline.cjs'),
        cli,
        '--input',
        stage,
        '--relative',
        '--verbose',
        'false',
        '--electron-version',
        electronVersion,
        // This check downloads Electron's release list; the Electron version is pinned and
        // reviewed with each upgrade instead.
        '--exclude-checks',
        'AvailableSecurityFixesGlobalCheck',
        '--output',
        sarif,
      ],
      { cwd: stage, encoding: 'utf8', env: { ...process.env, LANG: 'en' } },
    );
    if (run.status !== 0 || !existsSync(sarif)) {
      console.error(run.stdout, run.stderr);
      console.error(`${scan.name}: Electronegativity did not finish`);
      process.exit(2);
    }
    const results = JSON.parse(readFileSync(sarif, 'utf8')).runs[0].results;
    for (const result of results) {
      const location = result.locations?.[0]?.physicalLocation;
      const uri = location?.artifactLocation?.uri ?? '';
      // Whole-app checks report no file (a bare file:/// or N/A).
      const inStage = uri.startsWith('file://') ? relative(stage, fileURLToPath(uri)) : uri;
      const file =
        !inStage || inStage.startsWith('..') || inStage === 'N/A' ? '(whole app)' : inStage;
      const finding = {
        scan: scan.name,
        id: result.ruleId,
        file,
        line: location?.region?.startLine ?? 0,
      };
      const match = accepted.find(
        (a) => a.scan === finding.scan && a.id === finding.id && a.file === finding.file,
      );
      if (match) seen.add(match);
      else unexpected.push(finding);
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

for (const entry of accepted) {
  if (!seen.has(entry))
    console.log(
      `note: accepted finding no longer reported, remove it: ${entry.scan} ${entry.id} ${entry.file}`,
    );
}
if (unexpected.length > 0) {
  console.error('Electronegativity findings not in tools/electronegativity/accepted.json:');
  for (const f of unexpected) console.error(`  ${f.scan}  ${f.id}  ${f.file}:${f.line}`);
  console.error('Fix them, or accept each one there with the reason it is safe.');
  process.exit(1);
}
console.log(
  `Electronegativity: no unaccepted findings (${seen.size} accepted, each with its reason).`,
);
