// The renderer's entry: learns which language to speak, loads the words of its first paint, and
// mounts the app, or says plainly (in the browser's language) why it cannot run here.
import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '@shared/i18n/locales';
import { App, isDisplayPage } from './app/App';
import { api } from './bridge/api';
import { LanguageRoot } from './i18n/LanguageRoot';
import { firstWordsOf, messagesOf } from './i18n/catalogue';
import { browserLanguage } from './i18n/messages';
import { setFirstLanguage } from './i18n/firstLanguage';
import { useT } from './i18n/useT';
import './styles/base.css';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);

/** The display's language from its own view; the station's from its settings. */
async function firstLanguage(): Promise<Language> {
  try {
    return isDisplayPage()
      ? (await api().display.current({})).language
      : (await api().settings.get({})).language;
  } catch {
    return browserLanguage();
  }
}

function CannotStart({ problem }: { problem: string }) {
  const t = useT();
  return (
    <main className="fatal">
      <h1>{t('shell.cannotStart')}</h1>
      <p>{problem}</p>
    </main>
  );
}

async function start(): Promise<void> {
  try {
    api();
  } catch (error) {
    const language = browserLanguage();
    await messagesOf(language);
    root.render(
      <LanguageRoot language={language}>
        <CannotStart problem={error instanceof Error ? error.message : String(error)} />
      </LanguageRoot>,
    );
    return;
  }
  const language = await firstLanguage();
  setFirstLanguage(language);
  // Only the first paint's words: the rest of the language loads once the page is drawn.
  await firstWordsOf(language).catch(() => undefined);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
