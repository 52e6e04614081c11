// Shows its children in one language: the catalogue is loaded (only this language's chunk), the
// page's lang and dir follow it, and a change of language swaps the words once the new ones arrive.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { directionOf, intlLocaleOf, type Language } from '@shared/i18n/locales';
import { reportProblem, translatorOver } from '@shared/i18n/translate';
import type { Messages } from '@shared/i18n/messageId';
import { loadedMessages, messagesOf, setActiveTranslator } from './messages';
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
  messages: Messages;
}

export function LanguageRoot({ language, page = true, children }: Props) {
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedMessages(language);
    return messages ? { language, messages } : null;
  });

  useEffect(() => {
    if (shown?.language === language) return;
    let current = true;
    messagesOf(language).then(
      (messages) => {
        if (current) setShown({ language, messages });
      },
      (error: unknown) => console.error(`[messages] ${language} could not load`, error),
    );
    return () => {
      current = false;
    };
  }, [language, shown?.language]);

  const intl = useMemo(
    () =>
      shown
        ? createIntl(
            {
              locale: intlLocaleOf(shown.language),
              messages: shown.messages,
              defaultLocale: 'en',
              onError: reportProblem,
            },
            cache,
          )
        : null,
    [shown],
  );
  const translator = useMemo(
    () => (shown && intl ? translatorOver(shown.language, intl) : null),
    [shown, intl],
  );

  useEffect(() => {
    if (!translator) return;
    if (page) {
      document.documentElement.lang = translator.intl.locale;
      document.documentElement.dir = directionOf(translator.language);
      setActiveTranslator(translator);
      speakZodIn(translator.language).catch((error: unknown) => console.error('[zod]', error));
    }
  }, [translator, page]);

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
