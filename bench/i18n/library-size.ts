// What each ICU MessageFormat library adds to the renderer: the same tiny React app (one plural,
// one placeholder) bundled without a library and with each candidate, minified and gzipped in one
// run. The candidates are installed into a scratch folder at pinned versions, not into PassDesk.
//
//   npx tsx bench/i18n/library-size.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-intl': '8.1.3',
  i18next: '27.1.5',
  'react-i18next': '17.1.13',
  'i18next-icu': '2.4.4',
  'intl-messageformat': '11.1.2',
  '@lingui/core': '6.11.0',
  '@lingui/react': '6.11.0',
};

const MESSAGES = `{ a: '{n, plural, one {# stamp} other {# stamps}}', b: 'Hello {n}' }`;

const APPS: Record<string, string> = {
  'no library': `
    import { createRoot } from 'react-dom/client';
    function A() { return <p title="Hello 2">1 stamp</p>; }
    createRoot(document.body).render(<A />);`,
  'react-intl (FormatJS)': `
    import { createRoot } from 'react-dom/client';
    import { IntlProvider, FormattedMessage, useIntl } from 'react-intl';
    function A() { const intl = useIntl();
      return <p title={intl.formatMessage({ id: 'b' }, { n: 2 })}><FormattedMessage id="a" values={{ n: 1 }} /></p>; }
    createRoot(document.body).render(<IntlProvider locale="en" messages={${MESSAGES}}><A /></IntlProvider>);`,
  'i18next + react-i18next + i18next-icu': `
    import { createRoot } from 'react-dom/client';
    import i18n from 'i18next'; import ICU from 'i18next-icu';
    import { initReactI18next, useTranslation } from 'react-i18next';
    i18n.use(ICU).use(initReactI18next).init({ lng: 'en', resources: { en: { translation: ${MESSAGES} } } });
    function A() { const { t } = useTranslation(); return <p title={t('b', { n: 2 })}>{t('a', { n: 1 })}</p>; }
    createRoot(document.body).render(<A />);`,
  'Lingui (runtime; messages compiled at build)': `
    import { createRoot } from 'react-dom/client';
    import { i18n } from '@lingui/core'; import { I18nProvider, useLingui } from '@lingui/react';
    i18n.load('en', { a: [['n', 'plural', { one: ['#', ' stamp'], other: ['#', ' stamps'] }]], b: ['Hello ', ['n']] });
    i18n.activate('en');
    function A() { const { i18n: x } = useLingui(); return <p title={x._('b', { n: 2 })}>{x._('a', { n: 1 })}</p>; }
    createRoot(document.body).render(<I18nProvider i18n={i18n}><A /></I18nProvider>);`,
};

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-i18n-size-'));
  try {
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ private: true, type: 'module', dependencies: VERSIONS }),
    );
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const sizes: Record<string, number> = {};
    for (const [name, source] of Object.entries(APPS)) {
      const entry = join(dir, `${Object.keys(sizes).length}.jsx`);
      writeFileSync(entry, source);
      for (const parser of name.startsWith('react-intl') ? [true, false] : [true]) {
        const out = await build({
          entryPoints: [entry],
          bundle: true,
          minify: true,
          write: false,
          jsx: 'automatic',
          absWorkingDir: dir,
          define: { 'process.env.NODE_ENV': '"production"' },
          // Catalogues compiled to ASTs at build time let FormatJS drop its parser.
          alias: parser
            ? {}
            : {
                '@formatjs/icu-messageformat-parser':
                  '@formatjs/icu-messageformat-parser/no-parser.js',
              },
          logLevel: 'silent',
        });
        const label = parser ? name : `${name}, messages precompiled`;
        sizes[label] = gzipSync(out.outputFiles![0]!.contents, { level: 9 }).length;
      }
    }
    const base = sizes['no library']!;
    console.log('| Library | Gzipped app | Added to React alone |');
    console.log('| --- | --- | --- |');
    for (const [label, size] of Object.entries(sizes)) {
      const added = label === 'no library' ? '' : `+${((size - base) / 1000).toFixed(1)} KB`;
      console.log(`| ${label} | ${(size / 1000).toFixed(1)} KB | ${added} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
