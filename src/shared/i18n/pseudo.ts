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
  const padding = '·'.repeat(Math.ceil(Math.max(letters, 1) * PSEUDO_GROWTH));
  return `[${printAST(ast)} ${padding}]`;
}

export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as Messages;
}
