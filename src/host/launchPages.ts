// The pages a browser sees instead of the station when its link cannot open it: a link already
// used, or no link at all. They say what to do, in the browser's language, and carry nothing to act on.
import { directionOf } from '@shared/i18n/locales';
import { escapeXml } from '@shared/render/svgText';
import type { Translator } from '@shared/i18n/translate';

const page = (words: Translator, title: string, text: string) =>
  `<!doctype html>
<html lang="${escapeXml(words.intl.locale)}" dir="${directionOf(words.language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeXml(title)} · PassDesk</title>
  </head>
  <body>
    <main>
      <h1>${escapeXml(title)}</h1>
      <p>${escapeXml(text)}</p>
    </main>
  </body>
</html>
`;

export const linkUsedPage = (words: Translator): string =>
  page(words, words.t('pass.linkUsedTitle'), words.t('pass.linkUsedText'));

export const noLinkPage = (words: Translator): string =>
  page(words, words.t('pass.noLinkTitle'), words.t('pass.noLinkText'));
