// What a copied staff file gives up: the time to try every 4- and 6-digit PIN against one kept
// scrypt hash, at the cost the app writes, from the time of a run of guesses on this machine.
// Run: nice -n 10 npx tsx bench/store/pinGuess.ts   (BENCH_GUESSES=60)
import { availableParallelism, loadavg } from 'node:os';
import { hashPin, pinMatches } from '../../src/main/core/staff/pinHash';

const GUESSES = Number(process.env['BENCH_GUESSES'] ?? 60);
const kept = await hashPin('271828');
const started = performance.now();
for (let guess = 0; guess < GUESSES; guess++) {
  if (await pinMatches(String(guess).padStart(6, '0'), kept)) throw new Error('a guess matched');
}
const perGuessMs = (performance.now() - started) / GUESSES;
const cores = availableParallelism();
const human = (ms: number) =>
  ms < 3_600_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 3_600_000).toFixed(1)} h`;
console.log(`one guess: ${perGuessMs.toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`);
for (const digits of [4, 6]) {
  const all = 10 ** digits * perGuessMs;
  console.log(
    `every ${digits}-digit PIN: ${human(all)} on one core, ${human(all / cores)} on ${cores} cores`,
  );
}
