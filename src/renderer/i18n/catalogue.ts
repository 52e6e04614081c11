// The renderer's catalogues, fetched an area at a time: the first paint waits only for the words
// of the frame, the counter, the customer display and the sign-in; the rest of the language
// follows right after it, and a screen that needs them waits for them (`lazyWithWords`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FIRST_PAINT_AREAS, MESSAGE_AREAS, type MessageArea } from '@shared/i18n/areas';
import { PSEUDO_LOCALE, type Language } from '@shared/i18n/locales';
import type { Messages } from '@shared/i18n/messageId';

type AreaWords = Readonly<Record<string, unknown>>;

// One chunk per area and locale, so a page fetches only the areas it asks for.
const AREA_FILES = import.meta.glob<AreaWords>('../../shared/i18n/messages/*/*.json', {
  import: 'default',
});

const REST_AREAS: readonly MessageArea[] = MESSAGE_AREAS.filter(
  (area) => !(FIRST_PAINT_AREAS as readonly MessageArea[]).includes(area),
);

async function loadAreas(
  language: Language,
  areas: readonly MessageArea[],
): Promise<Record<string, unknown>> {
  const locale = language === PSEUDO_LOCALE ? 'en' : language;
  const parts = await Promise.all(
    areas.map((area) => {
      const load = AREA_FILES[`../../shared/i18n/messages/${area}/${locale}.json`];
      if (!load) throw new Error(`There is no ${area} catalogue for ${locale}.`);
      return load();
    }),
  );
  const words = Object.assign({}, ...parts) as Messages;
  if (language !== PSEUDO_LOCALE) return words;
  const { pseudoMessages } = await import('@shared/i18n/pseudo');
  return pseudoMessages(words);
}

export interface Catalogue {
  readonly messages: Messages;
  /** False while only the first paint's areas are here. */
  readonly complete: boolean;
}

const best = new Map<Language, Catalogue>();
const firstLoads = new Map<Language, Promise<Catalogue>>();
const wholeLoads = new Map<Language, Promise<Messages>>();

/** One load per language at a time; a failed one may be tried again. */
function once<T>(loads: Map<Language, Promise<T>>, language: Language, load: () => Promise<T>) {
  let pending = loads.get(language);
  if (!pending) {
    pending = load().finally(() => loads.delete(language));
    loads.set(language, pending);
  }
  return pending;
}

function keep(language: Language, catalogue: Catalogue): Catalogue {
  const had = best.get(language);
  if (!had?.complete) best.set(language, catalogue);
  return best.get(language)!;
}

/** The most of a language already here, whole or the first paint's part. */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return best.get(language);
}

/** The first paint's words (or every word, when they are already here). */
export function firstWordsOf(language: Language): Promise<Catalogue> {
  const have = best.get(language);
  if (have) return Promise.resolve(have);
  return once(firstLoads, language, async () =>
    keep(language, {
      messages: (await loadAreas(language, FIRST_PAINT_AREAS)) as Messages,
      complete: false,
    }),
  );
}

/** Every word of a language. */
export function messagesOf(language: Language): Promise<Messages> {
  const have = best.get(language);
  if (have?.complete) return Promise.resolve(have.messages);
  return once(wholeLoads, language, async () => {
    const [first, rest] = await Promise.all([
      firstWordsOf(language),
      loadAreas(language, REST_AREAS),
    ]);
    return keep(language, { messages: { ...first.messages, ...rest } as Messages, complete: true })
      .messages;
  });
}

let shownWhole: () => void = () => {};
const wordsShownWhole = new Promise<void>((resolve) => (shownWhole = resolve));

/** Called by the page's LanguageRoot once it shows a language with every word. */
export function markWordsShownWhole(): void {
  shownWhole();
}

/**
 * A screen loaded on first visit that also waits until the page speaks every word of its
 * language, so it never draws with the first paint's part of the catalogue.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() is typed so
export function lazyWithWords<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), wordsShownWhole]);
    return module;
  });
}

const partial = new WeakSet<object>();

/** Marks an Intl made over the first paint's part of a catalogue. */
export function markPartial(intl: object): void {
  partial.add(intl);
}

/**
 * Whether a message is still on its way: asked for of a part of a catalogue that lacks it. Such a
 * message shows as nothing for the moment until the rest arrives, never as its id.
 */
export function stillComing(intl: { messages: Readonly<Record<string, unknown>> }, id: string) {
  return partial.has(intl) && !Object.hasOwn(intl.messages, id);
}
