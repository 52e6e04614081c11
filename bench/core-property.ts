// The sync property test at full size: thousands of random sequences of check-ins, resets,
// faults and restarts against the embedded service (CI runs a few dozen).
// Run: npx tsx bench/core-property.ts   (BENCH_PROPERTY_RUNS=2000)
import { spawnSync } from 'node:child_process';

const runs = Number(process.env['BENCH_PROPERTY_RUNS'] ?? 2000);
const start = performance.now();
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', 'test/integration/core/property.test.ts'],
  { env: { ...process.env, PASSDESK_PROPERTY_RUNS: String(runs) }, stdio: 'inherit' },
);
const minutes = (performance.now() - start) / 60_000;
console.log(
  `\n${runs} random sequences ${result.status === 0 ? 'held every invariant' : 'FOUND A COUNTEREXAMPLE'} in ${minutes.toFixed(1)} min`,
);
process.exit(result.status ?? 1);
