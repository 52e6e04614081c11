// Members for the benchmarks: names people have (accents included), local phone numbers and
// e-mails, written into a running station's file as a reading of List Users would leave them.
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { Journal } from '../../src/main/core/journal/journal';
import { Members } from '../../src/main/core/members/members';
import { Outbox } from '../../src/main/core/outbox/outbox';
import { CacheMeta } from '../../src/main/core/db/cacheMeta';
import { openDatabase, type Db } from '../../src/main/core/db/database';
import { launchChromium } from '../../test/e2e/support/chromium';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startTestStation, type TestStation } from '../../test/e2e/support/testStation';

const FIRST = [
  'José',
  'Ana',
  'Zoë',
  'Mohammed',
  'Chloé',
  'Björn',
  'Lucía',
  'Wei',
  'Amélie',
  'Kofi',
  'Maria',
  'John',
  'Fatima',
  'Liam',
  'Sofía',
  'Noah',
  'Aiko',
  'Omar',
  'Élodie',
  'Ivan',
  'Grace',
  'Mateo',
  'Priya',
  'Lukas',
  'Hana',
  'Diego',
  'Emma',
  'Yusuf',
  'Inès',
  'Tomás',
];
const LAST = [
  'Álvarez',
  'Smith',
  'Brandt',
  'Nguyễn',
  'Okafor',
  'Müller',
  'Rossi',
  'Kowalski',
  'García',
  'Johnson',
  'Dubois',
  'Tanaka',
  'Haddad',
  'Silva',
  'Novak',
  'Schmidt',
  'Jensen',
  'Moreau',
  'Patel',
  'Kim',
  'López',
  'Murphy',
  'Petrov',
  'Costa',
  'Yilmaz',
  'Fischer',
  'Ortiz',
  'Weber',
];

/** A deterministic member: a name people have, a local phone number and an email. */
export function memberAt(i: number): { id: string; fields: Record<string, string> } {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const line = String((i * 7_919) % 10_000_000).padStart(7, '0');
  const ascii = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return {
    id: i.toString(16).padStart(24, '0'),
    fields: {
      name: `${first} ${last}`,
      phone: `+1 (555) ${line.slice(0, 3)}-${line.slice(3)}`,
      email: `${ascii(first)}.${ascii(last)}${i}@example.com`,
    },
  };
}

export interface SeededMember {
  id: string;
  fields: Record<string, string>;
  /** The count the service confirmed. */
  count: number;
}

const peopleAt = (i: number): SeededMember => ({ ...memberAt(i), count: i % 8 });

/**
 * Writes the members into the running station's file, as a reading of List Users would: by
 * default people's names (`memberAt`); `after` changes the rows in the same transaction.
 */
export function seedMembers(
  stationDir: string,
  dynamicPassId: string,
  count: number,
  options: { memberAt?: (i: number) => SeededMember; after?: (db: Db) => void } = {},
): string {
  const path = join(stationDir, 'passdesk-live.sqlite');
  const now = () => new Date();
  const db = openDatabase(path, { backupDir: join(stationDir, 'bench-backups') });
  const members = new Members(db, new Outbox(db, new Journal(db, now), now));
  const readAt = now().toISOString();
  const at = options.memberAt ?? peopleAt;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const { id, fields, count: known } = at(i);
      members.rememberFromDirectory(dynamicPassId, id, `card${id}`, fields, known, readAt);
    }
    options.after?.(db);
    // A fresh reading: the search does not read the service's list again while it is timed.
    new CacheMeta(db).set(`listedAt:${dynamicPassId}`, readAt);
  })();
  db.close();
  return path;
}

/** The first letters of member `i`'s name as a person types them, one more each key, no accents. */
export function namePrefixes(i: number, upTo: number): string[] {
  const name = memberAt(i).fields['name']!.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return Array.from({ length: Math.min(upTo, name.length) }, (_, n) => name.slice(0, n + 1));
}

/** A station with `count` members in its file and Chromium beside it, closed after `run`. */
export async function withMembersStation(
  count: number,
  run: (bench: {
    station: TestStation;
    browser: Browser;
    /** The station's SQLite file. */
    path: string;
    seedSeconds: number;
  }) => Promise<void>,
): Promise<void> {
  ensureRendererBuilt();
  const station = await startTestStation();
  const browser = await launchChromium();
  try {
    const started = performance.now();
    const path = seedMembers(station.stationDir, station.program.dynamicPassId, count);
    await run({ station, browser, path, seedSeconds: (performance.now() - started) / 1000 });
  } finally {
    await browser.close();
    await station.close();
  }
}
