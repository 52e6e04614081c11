// The pseudo-locale: English with every letter accented, 40% longer and bracketed, so text cut
// off, overflowing or never sent through the catalogues shows at a glance in tests.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Messages } from './messageId';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

/** How much longer pseudo text is than the English it stands for. */
export const PSEUDO_GROWTH = 0.4;

export function pseudoText(text: string): string {
  return [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
}

function accent(elements: MessageFormatElement[]): number {
  let letters = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      letters += element.value.length;
      element.value = pseudoText(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) {
        letters = Math.max(letters, accent(option.value));
      }
    } else if (element.type === TYPE.tag) {
      letters += accent(element.children);
    }
  }
  return letters;
}

/** One message in the pseudo-locale; its placeholders, plurals and tags still work. */
export function pseudoMessage(message: string): string {
  const ast = parse(message, { ignoreTag: false });
  const letters = accent(ast);
  return `[${printAST(ast)} ${padding(letters)}]`;
}

function padding(letters: number): string {
  return '·'.repeat(Math.ceil(Math.max(letters, 1) * PSEUDO_GROWTH));
}

/**
 * The same for a message parsed at build time (the renderer's catalogues are syntax trees, and
 * the renderer has no parser): accented in a copy, between the same brackets.
 */
export function pseudoTree(message: readonly MessageFormatElement[]): MessageFormatElement[] {
  const ast = structuredClone(message) as MessageFormatElement[];
  const letters = accent(ast);
  return [
    { type: TYPE.literal, value: '[' },
    ...ast,
    { type: TYPE.literal, value: ` ${padding(letters)}]` },
  ];
}

export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [
      id,
      typeof message === 'string'
        ? pseudoMessage(message)
        : pseudoTree(message as readonly MessageFormatElement[]),
    ]),
  ) as Messages;
}
