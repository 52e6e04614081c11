// What a copied staff file gives up when its store has no PIN key (a store paired before keys):
// the time to try every 4- and 6-digit PIN against one kept scrypt hash, at the cost the app
// writes, from the time of a run of guesses on this machine. A hash wrapped with the store's key
// cannot be checked at all without it.
// Run: nice -n 10 npx tsx bench/store/pinGuess.ts   (BENCH_GUESSES=60)
import { availableParallelism, loadavg } from 'node:os';
import { hashPin, pinMatches } from '../../src/main/core/staff/pinHash';
import { PinKey } from '../../src/main/core/staff/pinKey';

const GUESSES = Number(process.env['BENCH_GUESSES'] ?? 60);
const noKey = PinKey.inMemory(null);
const kept = await hashPin('271828', noKey);
const started = performance.now();
for (let guess = 0; guess < GUESSES; guess++) {
  if (await pinMatches(String(guess).padStart(6, '0'), kept, noKey))
    throw new Error('a guess matched');
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
