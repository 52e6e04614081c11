// How long the largest loyalty creates the service accepts (or refuses only after rendering) hold
// its event loop: a cheap GET is sent together with each, and its wait is the stall others see.
// Run: npx tsx bench/service-amplification.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_KEY_HEADER,
  API_PATHS,
  COUNT_IMAGE_URL_MAX,
  COUNTER_FORMAT_MAX,
  LOYALTY_CARD_SUBTYPE,
  MAX_STAMP_COUNT,
  MAX_TEXT_PROGRESS,
} from '@shared/api';
import { startService } from '../src/service/index';

const KEY = 'bench-key';
const ROUNDS = 5;
const longUrl = (fill: string) =>
  `https://img.example/${fill.repeat(COUNT_IMAGE_URL_MAX - 'https://img.example/'.length)}`;
const program = (loyaltyProgressData: unknown) => ({
  name: 'Bench',
  cardSubType: LOYALTY_CARD_SUBTYPE,
  loyaltyProgressData,
});
const colours = { stampBannerBgColor: '#000000', stampBannerIconBgColor: '#ffffff' };
const text = (heroImageUrl: string, textCounterFormat: string) =>
  program({
    loyaltyType: 'TEXT',
    textCounter: {
      maxProgress: MAX_TEXT_PROGRESS,
      textCounterFormat,
      textColor: '#000000',
      textBackgroundColor: '#ffffff',
      heroImageUrl,
    },
  });
const CASES: [string, unknown][] = [
  ['50 stamps, built-in icon', program({ loyaltyType: 'STAMP', stampCounter: { maxStampCount: MAX_STAMP_COUNT, ...colours } })],
  ['20 stamps, longest custom icon', program({ loyaltyType: 'STAMP', stampCounter: { maxStampCount: 20, customStampIcon: longUrl('a'), ...colours } })],
  ['1000 text, 200-char hero', text(`https://img.example/${'a'.repeat(180)}`, '{current}/{max}')],
  ['1000 text, worst escaping', text(longUrl('&'), '&'.repeat(COUNTER_FORMAT_MAX))],
]; // prettier-ignore

const dir = mkdtempSync(join(tmpdir(), 'passdesk-bench-amp-'));
const service = await startService({
  dbPath: join(dir, 'service.db'),
  port: 0,
  accounts: [{ apiKey: KEY, freeCredits: 0, premiumCredits: 1 }],
});
const timed = async (method: string, path: string, body?: unknown) => {
  const start = performance.now();
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers: { [API_KEY_HEADER]: KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start };
};
try {
  for (const [label, body] of CASES) {
    const stalls: number[] = [];
    let status = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const [create, cheap] = await Promise.all([
        timed('POST', API_PATHS.createLoyaltyTemplate, body),
        timed('GET', API_PATHS.credits),
      ]);
      status = create.status;
      stalls.push(cheap.ms);
    }
    stalls.sort((a, b) => a - b);
    const median = stalls[Math.floor(ROUNDS / 2)]!;
    console.log(
      `${label.padEnd(32)} answered ${status}; cheap GET waited median ${median.toFixed(0)} ms, max ${stalls.at(-1)!.toFixed(0)} ms`,
    );
  }
} finally {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
}
