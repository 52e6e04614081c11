// Shows its children in one language: the catalogue is loaded (only this language's chunks), the
// page's lang and dir follow it, and a change of language swaps the words once the new ones arrive.
// The page's first language may start with the first paint's part, made whole right after.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { isolatingIntl } from '@shared/i18n/isolatingIntl';
import { directionOf, intlLocaleOf, type Language } from '@shared/i18n/locales';
import { reportProblem, translatorOver, type Translator } from '@shared/i18n/translate';
import type { MessageId } from '@shared/i18n/messageId';
import {
  loadedCatalogue,
  markPartial,
  markWordsShownWhole,
  messagesOf,
  stillComing,
  type Catalogue,
} from './catalogue';
import { setActiveTranslator } from './messages';
import { speakZodIn } from './zodLanguage';

const cache = createIntlCache();

interface Props {
  language: Language;
  /** Sets `<html lang dir>`: true for the page's own root, false for a nested one. */
  page?: boolean;
  children: ReactNode;
}

interface Shown {
  language: Language;
  catalogue: Catalogue;
}

/** A message not here yet is said as nothing, quietly, until the rest of the catalogue arrives. */
function patientWith(translator: Translator): Translator {
  const intl = translator.intl as Translator['intl'] & { messages: Record<string, unknown> };
  const t = (id: MessageId, values?: Parameters<Translator['t']>[1]) =>
    stillComing(intl, id) ? '' : translator.t(id, values);
  return { ...translator, t, say: (said) => t(said.id, said.values) };
}

export function LanguageRoot({ language, page = true, children }: Props) {
  const [shown, setShown] = useState<Shown | null>(() => {
    const catalogue = loadedCatalogue(language);
    return catalogue ? { language, catalogue } : null;
  });

  useEffect(() => {
    if (shown?.language === language && shown.catalogue.complete) return;
    let current = true;
    messagesOf(language).then(
      (messages) => {
        if (current) setShown({ language, catalogue: { messages, complete: true } });
      },
      (error: unknown) => console.error(`[messages] ${language} could not load`, error),
    );
    return () => {
      current = false;
    };
  }, [language, shown]);

  const intl = useMemo(() => {
    if (!shown) return null;
    const { messages, complete } = shown.catalogue;
    // A name put into a sentence that runs the other way is isolated from it, however it is said.
    const made = isolatingIntl(
      createIntl(
        {
          locale: intlLocaleOf(shown.language),
          messages,
          defaultLocale: 'en',
          // A part of a catalogue lacks what is still coming; useT and patientWith ask first.
          onError: complete
            ? reportProblem
            : (problem) =>
                problem.code === 'MISSING_TRANSLATION' ? undefined : reportProblem(problem),
        },
        cache,
      ),
      directionOf(shown.language),
    );
    if (!complete) markPartial(made);
    return made;
  }, [shown]);
  const translator = useMemo(() => {
    if (!shown || !intl) return null;
    const over = translatorOver(shown.language, intl);
    return shown.catalogue.complete ? over : patientWith(over);
  }, [shown, intl]);

  useEffect(() => {
    if (!translator) return;
    if (page) {
      document.documentElement.lang = translator.intl.locale;
      document.documentElement.dir = directionOf(translator.language);
      setActiveTranslator(translator);
      speakZodIn(translator.language).catch((error: unknown) => console.error('[zod]', error));
      if (shown?.catalogue.complete) markWordsShownWhole();
    }
  }, [translator, page, shown]);

  if (!translator || !intl) return null;
  if (page) setActiveTranslator(translator);
  return (
    <RawIntlProvider value={intl}>
      <div
        className="language-root"
        lang={translator.intl.locale}
        dir={directionOf(translator.language)}
      >
        {children}
      </div>
    </RawIntlProvider>
  );
}
