// Runs every benchmark one after another (or those named), each in its own process, so one's
// memory and timers never colour another's. Results are printed; bench/README.md records them.
// Run: npm run bench            (all)   npm run bench -- scan core-drain   (a selection)
import { spawnSync } from 'node:child_process';

const BENCHES: Record<string, string[]> = {
  service: ['bench/service.ts'],
  'service-amplification': ['bench/service-amplification.ts'],
  'core-enqueue': ['bench/core-enqueue.ts'],
  'core-drain': ['bench/core-drain.ts'],
  'core-latency': ['bench/latency/run.ts'],
  'core-memory': ['--expose-gc', 'bench/core-memory.ts'],
  'core-property': ['bench/core-property.ts'],
  scan: ['bench/scan/run.ts'],
  'scan-to-feedback': ['bench/counter/scan-to-feedback.ts'],
  'bundle-size': ['bench/counter/bundle-size.ts'],
  'member-search': ['bench/counter/member-search.ts'],
  'display-latency': ['bench/counter/display-latency.ts'],
  'insights-queries': ['bench/insights/queries.ts'],
  'template-list': ['bench/desk/template-list.ts'],
  'member-import': ['bench/members/import.ts'],
  replication: ['bench/replication/run.ts'],
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}.`,
  );
  process.exit(2);
}

let failed = 0;
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHES)) {
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...BENCHES[name]!], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
