// Every name a message puts into its sentence (a person, a member, a station, a program) is
// isolated when it runs the other way from the sentence's language, by the Intl that formats it:
// the renderer's words, FormattedMessage and main's Said all go through it, so no caller can
// leave a Latin name glued into Arabic.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isolated, runsAgainst } from './isolate';

type Elements = readonly MessageFormatElement[];

/**
 * The arguments that carry a name someone gave: a person, a member, a station, a program. Keys,
 * codes and placeholders ("F6", "{memberId}") stay as they are, read as part of the sentence.
 */
export const NAME_ARGUMENTS: ReadonlySet<string> = new Set([
  'name',
  'names',
  'who',
  'member',
  'people',
  'station',
  'by',
  'owner',
  'program',
]);

/**
 * The arguments `elements` put into the sentence as they are: not a number, a date, nor a value a
 * plural or select chooses by (its text must stay as it is to match an option).
 */
export function plainArguments(elements: Elements): ReadonlySet<string> {
  const plain = new Set<string>();
  const chosen = new Set<string>();
  const walk = (list: Elements): void => {
    for (const element of list) {
      if (element.type === TYPE.argument) plain.add(element.value);
      else if (
        element.type === TYPE.number ||
        element.type === TYPE.date ||
        element.type === TYPE.time
      ) {
        chosen.add(element.value);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        chosen.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(elements);
  for (const name of chosen) plain.delete(name);
  return plain;
}

/** `values` with each plain name's text isolated where it runs against `direction`. */
export function isolatedValues<V extends Readonly<Record<string, unknown>>>(
  elements: Elements,
  values: V,
  direction: 'ltr' | 'rtl',
): V {
  let isolating: Record<string, unknown> | undefined;
  for (const name of plainArguments(elements)) {
    if (!NAME_ARGUMENTS.has(name)) continue;
    const value = values[name];
    if (typeof value === 'string' && runsAgainst(value, direction)) {
      isolating ??= { ...values };
      isolating[name] = isolated(value);
    }
  }
  return (isolating as V | undefined) ?? values;
}

/** A formatMessage of FormatJS's Intl or of react-intl's, which formats rich values too. */
type FormatMessage = (
  descriptor: { id?: string | number },
  values?: Readonly<Record<string, unknown>>,
  options?: unknown,
) => unknown;

interface Formats {
  readonly messages: Readonly<Record<string, unknown>>;
  formatMessage: unknown;
  $t: unknown;
}

/**
 * `intl` with a formatMessage that isolates the names it is given for a page in `direction`.
 * A message's syntax tree is read once per message: the renderer's catalogues come parsed (its
 * build leaves the parser out), main's are text.
 */
export function isolatingIntl<I extends Formats>(intl: I, direction: 'ltr' | 'rtl'): I {
  const trees = new Map<string, Elements>();
  const treeOf = (id: string | number | undefined): Elements | undefined => {
    const message = typeof id === 'string' ? intl.messages[id] : undefined;
    if (typeof message !== 'string' && !Array.isArray(message)) return undefined;
    let tree = trees.get(id as string);
    if (!tree) {
      tree = typeof message === 'string' ? parse(message) : (message as Elements);
      trees.set(id as string, tree);
    }
    return tree;
  };
  const original = intl.formatMessage as FormatMessage;
  const formatMessage: FormatMessage = (descriptor, values, options) => {
    const tree = values ? treeOf(descriptor.id) : undefined;
    return original(
      descriptor,
      tree && values ? isolatedValues(tree, values, direction) : values,
      options,
    );
  };
  return { ...intl, formatMessage, $t: formatMessage } as I;
}
