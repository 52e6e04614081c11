// Formatting messages in one language with FormatJS: the same rules in the renderer, main and
// the service, so a plural, a date or a number reads the same wherever it is said.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { isolatingIntl } from './isolatingIntl';
import { directionOf, intlLocaleOf, type Language } from './locales';
import type { MessageId, Messages } from './messageId';
import type { Said, SaidValue } from './said';

export type Values = Readonly<Record<string, SaidValue | Date | null | undefined>>;

/** What a translator formats with: FormatJS's Intl, the framework-free one or react-intl's. */
export type Formatter = Pick<
  IntlShape,
  | 'locale'
  | 'formatMessage'
  | 'formatDate'
  | 'formatTime'
  | 'formatNumber'
  | 'formatList'
  | 'formatRelativeTime'
  | 'formatDisplayName'
>;

export interface Translator {
  readonly language: Language;
  readonly intl: Formatter;
  /** The message in this language; a missing id or value says so loudly (onError) and shows the id. */
  t(id: MessageId, values?: Values): string;
  /** A Said from another process, formatted here. */
  say(said: Said): string;
}

const cache = createIntlCache();

export type MessageProblem = (problem: Error) => void;

export function translatorFor(
  language: Language,
  messages: Messages,
  onError: MessageProblem = reportProblem,
): Translator {
  return translatorOver(
    language,
    isolatingIntl(
      createIntl({ locale: intlLocaleOf(language), messages, defaultLocale: 'en', onError }, cache),
      directionOf(language),
    ),
  );
}

/** A translator over an Intl made elsewhere (the renderer's react-intl one, isolating too). */
export function translatorOver(language: Language, intl: Formatter): Translator {
  const t = (id: MessageId, values?: Values): string =>
    intl.formatMessage({ id }, values as Record<string, SaidValue | Date>);
  return { language, intl, t, say: (said) => t(said.id, withFieldWords(said.values, t)) };
}

/**
 * A message naming a member field carries the field's label (`field`) and, for a field most
 * programs ask for, the id of its words (`fieldWords`): said in this language in place of the label.
 */
export function withFieldWords(
  values: Said['values'],
  t: (id: MessageId) => string,
): Said['values'] {
  const id = values?.['fieldWords'];
  return typeof id === 'string' && FIELD_WORDS.test(id)
    ? { ...values, field: t(id as MessageId) }
    : values;
}

/** The ids a field's words may name (members/fieldWords.ts), and no other message. */
const FIELD_WORDS = /^members\.field\.[A-Za-z]+$/;

export function reportProblem(problem: Error): void {
  console.error(`[messages] ${problem.message}`);
}
