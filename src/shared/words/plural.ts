// The one place a counted phrase chooses its form, by the language's plural rules; in any
// language but English a count is said by an ICU plural in the catalogue, and a wait by `durationIn`.

const rules = new Intl.PluralRules('en');

/** A word's forms: `one` for 1 ("stamp"), `other` for the rest ("stamps"). */
export interface Forms {
  readonly one: string;
  readonly other: string;
}

/** Builds the forms of a word whose plural only adds "s" ("stamp" / "stamps"). */
const formsOf = (word: string | Forms): Forms =>
  typeof word === 'string' ? { one: word, other: `${word}s` } : word;

/** The form of `word` that goes with `n`, without the number: "is" / "are", "it" / "them". */
export function formFor(n: number, word: string | Forms): string {
  const forms = formsOf(word);
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/** `n` and the form of `word` that goes with it: "1 stamp", "3 stamps", "0 members". */
export function countOf(n: number, word: string | Forms): string {
  return `${n.toLocaleString('en')} ${formFor(n, word)}`;
}

/**
 * A wait said the way a person reads it: seconds under two minutes (so a countdown moves every
 * second), whole minutes after, each rounded up so the wait is never said shorter than it is.
 */
export function durationOf(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 120) return countOf(seconds, 'second');
  return countOf(Math.ceil(seconds / 60), 'minute');
}

const units = new Map<string, Intl.NumberFormat>();

/** `durationOf`'s rule said by Intl in `locale`: "90 Sekunden", "3 minutos", "٣ دقائق". */
export function durationIn(locale: string, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const unit = seconds < 120 ? 'second' : 'minute';
  const key = `${locale} ${unit}`;
  let format = units.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    units.set(key, format);
  }
  return format.format(unit === 'second' ? seconds : Math.ceil(seconds / 60));
}
