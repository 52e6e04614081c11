// Reads a long JSON list answer a slice of items at a time: one JSON.parse and one zod parse of
// a 100,000-member list would hold the event loop, and so every counter call, for the whole of it.
/* eslint-disable i18n/person-facing-text -- a parser's diagnosis: the {problem} detail of
   main.api.answerNotUnderstood, as the log keeps it */
import { describeIssues } from '@shared/ipc/dispatch';
import type { z } from 'zod';
import { Slicer } from '../db/slicer';

/** Items parsed and checked between two turns of the event loop at most. */
export const ITEMS_PER_SLICE = 250;

/** The answer is not a list of such items; the message says where. */
export class ListShapeError extends Error {
  override readonly name = 'ListShapeError';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}

/** The index of the quote closing the string opened at `at`. */
function stringEnd(text: string, at: number): number {
  for (let from = at + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw new ListShapeError('a text value is not closed');
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** Where the item starting at `at` ends (exclusive): its closing bracket, or the , or ] after it. */
function itemEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (depth === 0) return i + 1;
    } else if (OPENERS.has(c)) depth++;
    else if (CLOSERS.has(c)) {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (c === COMMA && depth === 0) return i;
  }
  return text.length;
}

/**
 * The items of the JSON list in `text`, each parsed and checked with `item` on its own, with a
 * turn of the event loop after at most `perSlice` items or a slice's time (`Slicer`). Throws ListShapeError for text that is
 * not a list, or an item that is not JSON or not such an item (naming its position).
 */
export async function parseListInSlices<T>(
  text: string,
  item: z.ZodType<T>,
  perSlice = ITEMS_PER_SLICE,
): Promise<T[]> {
  let at = skipSpace(text, 0);
  if (text[at] !== '[') throw new ListShapeError('expected a list');
  at = skipSpace(text, at + 1);
  const items: T[] = [];
  const slices = new Slicer(perSlice);
  while (text[at] !== ']') {
    const end = itemEnd(text, at);
    let value: unknown;
    try {
      value = JSON.parse(text.slice(at, end));
    } catch {
      throw new ListShapeError(`item ${items.length} is not JSON`);
    }
    const checked = item.safeParse(value);
    if (!checked.success) {
      throw new ListShapeError(`item ${items.length}: ${describeIssues(checked.error)}`);
    }
    items.push(checked.data);
    at = skipSpace(text, end);
    if (text[at] === ',') {
      at = skipSpace(text, at + 1);
      if (text[at] === ']') throw new ListShapeError(`nothing after item ${items.length - 1}`);
    } else if (text[at] !== ']')
      throw new ListShapeError(`expected , or ] after item ${items.length - 1}`);
    await slices.step();
  }
  if (skipSpace(text, at + 1) !== text.length) throw new ListShapeError('text after the list');
  return items;
}
