// Finds the program's members by any field value with SQLite's full-text index, online or not.
import { z } from 'zod';
import { e164Digits } from '@shared/members/phone';
import type { Db } from '../db/database';

/** A digit run shorter than this is not a phone number or an id worth matching inside. */
const MIN_DIGITS = 3;
/** Caps what one member's fields put into the index (each number adds one row per tail). */
const MAX_DIGIT_RUN = 20;
const MAX_FIELD_CHARS = 512;
/** Matches ranked per search; beyond it, what was typed is too short to tell members apart. */
export const RANKED_AT_MOST = 300;

/** Values made only of digits and what people write between them: spaces, + ( ) - . / */
const NUMBER_LIKE = /^[\d\s+().\-/]+$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The digits of a value that reads as a number ("+1 (555) 010-2030"), or null. */
export function digitRun(value: string): string | null {
  if (!NUMBER_LIKE.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= MIN_DIGITS ? digits.slice(0, MAX_DIGIT_RUN) : null;
}

/**
 * The digit runs a value is known by: its digits as written, and, when it reads as a phone
 * number (under `country` for one written without +), its E.164 digits. The index and the typed
 * query both go through it, so "+44 (0)20 7946 0958" kept and "020 7946 0958" typed meet.
 */
export function numberKeys(value: string, country: string | null): string[] {
  const written = digitRun(value);
  const e164 = written === null ? null : e164Digits(value, country);
  return [...new Set([written, e164?.slice(0, MAX_DIGIT_RUN)])].filter(
    (d): d is string => typeof d === 'string',
  );
}

/** Each tail of a digit run, so a prefix query on them matches anywhere inside the number. */
export function digitTails(digits: string): string[] {
  const tails: string[] = [];
  for (let i = 0; i + MIN_DIGITS <= digits.length; i++) tails.push(digits.slice(i));
  return tails;
}

/** What one member puts into the index: their id and field values, and their numbers' tails. */
export function indexedText(
  customerId: string,
  fields: Record<string, string>,
): { words: string; digits: string } {
  const values = Object.values(fields).map((v) => v.slice(0, MAX_FIELD_CHARS));
  // Kept numbers are read without a country: one written without + is found as it was written.
  const runs = values.flatMap((value) => numberKeys(value, null));
  return {
    words: [customerId, ...values].join(' '),
    digits: [...new Set(runs.flatMap(digitTails))].join(' '),
  };
}

/**
 * What was typed as words, each quoted so FTS5 reads it as a string, never as an operator
 * (AND, NEAR, column:); `*` makes each a prefix.
 */
function wordsQuery(typed: string, prefix: '' | '*'): string | null {
  const words = typed.slice(0, 200).match(WORD) ?? [];
  if (words.length === 0) return null;
  return `words : (${words
    .slice(0, 8)
    .map((w) => `"${w}"${prefix}`)
    .join(' ')})`;
}

/**
 * The FTS5 queries for what the cashier typed, or null when nothing is left:
 * - `prefix`: every word as a prefix, any order; a typed number (spaces and punctuation ignored)
 *   matched inside stored numbers;
 * - `whole`: the members whose words are exactly those typed, null for a number. Its matches
 *   come first: typed whole, "Ana" or "Member 12" is that member, not one of the hundreds whose
 *   words only start so ("Anabela", "Member 1204").
 */
export function searchQueries(
  typed: string,
  country: string | null = null,
): { prefix: string; whole: string | null } | null {
  const byWords = wordsQuery(typed, '*');
  if (byWords === null) return null;
  // A typed number is looked for among numbers only: as words, its groups ("1", "555") are in
  // nearly every phone number, and matching them all costs more than the keystroke may.
  const numbers = numberKeys(typed.trim(), country);
  if (numbers.length === 0) return { prefix: byWords, whole: wordsQuery(typed, '') };
  return { prefix: `digits : (${numbers.map((d) => `"${d}"*`).join(' OR ')})`, whole: null };
}

/** The prefix query of `searchQueries`. */
export const searchQuery = (typed: string, country: string | null = null): string | null =>
  searchQueries(typed, country)?.prefix ?? null;

const hit = z.object({ customer_id: z.string() });
const indexed = z.object({ customer_id: z.string(), dynamic_fields: z.string().nullable() });
const storedFields = z.record(z.string(), z.string());

/**
 * Which `numberKeys` the index rows were made with. A station whose rows are older (numbers
 * only by their written digits, such as "+4402079460958" kept from before E.164) indexes its
 * members again once, so they are found by their number in any usual form.
 */
const INDEX_KEYS = 2;
const INDEX_KEYS_META = 'member_search_keys';

export class MemberSearch {
  private readonly stmts;

  constructor(private readonly db: Db) {
    this.stmts = {
      keys: db.prepare('SELECT value FROM cache_meta WHERE key = ?').pluck(),
      setKeys: db.prepare(
        'INSERT INTO cache_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
      indexed: db.prepare(
        `SELECT m.customer_id, m.dynamic_fields FROM member_search s
         JOIN members m ON m.rowid = s.rowid`,
      ),
      rowid: db.prepare('SELECT rowid FROM members WHERE customer_id = ?').pluck(),
      remove: db.prepare('DELETE FROM member_search WHERE rowid = ?'),
      add: db.prepare('INSERT INTO member_search (rowid, words, digits) VALUES (?, ?, ?)'),
      // Ranks a bounded set of matches: the first letters typed can match most members, and
      // ranking them all costs far more than a keystroke may. Typing on narrows the set.
      find: db.prepare(
        `SELECT customer_id FROM (
           SELECT m.customer_id, s.rank FROM member_search s JOIN members m ON m.rowid = s.rowid
           WHERE member_search MATCH ? AND m.dynamic_pass_id = ? LIMIT ${RANKED_AT_MOST}
         ) ORDER BY rank LIMIT ?`,
      ),
      exact: db.prepare(
        'SELECT customer_id FROM members WHERE customer_id = ? AND dynamic_pass_id = ?',
      ),
    };
    this.upgradeIndex();
  }

  private upgradeIndex(): void {
    if (this.stmts.keys.get(INDEX_KEYS_META) === String(INDEX_KEYS)) return;
    this.db.transaction(() => {
      for (const row of this.stmts.indexed.all()) {
        const { customer_id, dynamic_fields } = indexed.parse(row);
        const fields = storedFields.safeParse(JSON.parse(dynamic_fields ?? '{}'));
        this.put(customer_id, fields.success ? fields.data : {});
      }
      this.stmts.setKeys.run(INDEX_KEYS_META, String(INDEX_KEYS));
    })();
  }

  /** Indexes (again) a member already in `members`; call inside the transaction that wrote them. */
  put(customerId: string, fields: Record<string, string>): void {
    const rowid = this.stmts.rowid.get(customerId) as number | bigint | undefined;
    if (rowid === undefined) return;
    const { words, digits } = indexedText(customerId, fields);
    this.stmts.remove.run(rowid);
    this.stmts.add.run(rowid, words, digits);
  }

  /** Takes a member out of the index, before their row goes. */
  remove(customerId: string): void {
    const rowid = this.stmts.rowid.get(customerId) as number | bigint | undefined;
    if (rowid !== undefined) this.stmts.remove.run(rowid);
  }

  /** The program's members best matching what was typed: an exact id, then whole words, first. */
  find(dynamicPassId: string, typed: string, limit: number, country: string | null): string[] {
    const queries = searchQueries(typed, country);
    if (!queries) return [];
    const exact = hit.safeParse(this.stmts.exact.get(typed.trim(), dynamicPassId));
    const found = [
      ...(exact.success ? [exact.data.customer_id] : []),
      ...(queries.whole === null ? [] : this.matches(queries.whole, dynamicPassId, limit)),
      ...this.matches(queries.prefix, dynamicPassId, limit),
    ];
    return [...new Set(found)].slice(0, limit);
  }

  private matches(query: string, dynamicPassId: string, limit: number): string[] {
    return this.stmts.find
      .all(query, dynamicPassId, limit)
      .map((row) => hit.parse(row).customer_id);
  }
}
