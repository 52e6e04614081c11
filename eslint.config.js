// Lint rules, and the import boundaries between the source folders (docs/ARCHITECTURE.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const onlyShared = (where) => ({
  files: [`src/${where}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/main/**', '**/renderer/**', '**/service/**', '**/host/**', '**/preload/**'],
            message: `src/${where} may import only src/shared (and its own folder).`,
          },
          ...(where === 'main/core' || where === 'service' || where === 'shared'
            ? [{ group: ['electron'], message: `src/${where} must stay free of Electron.` }]
            : []),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'release/**',
      '.tmp/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  onlyShared('shared'),
  onlyShared('renderer'),
  onlyShared('preload'),
  onlyShared('main/core'),
  onlyShared('service'),
  // Stores and the shared UI pieces sit below the screens: they import no screen and not the app
  // shell that lists them. This rule replaces the renderer's own boundary here, so restates it.
  // counterRules is the one exception until it leaves the counter screen's folder.
  {
    files: ['src/renderer/stores/**/*.{ts,tsx}', 'src/renderer/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...onlyShared('renderer').rules['no-restricted-imports'][1].patterns,
            {
              regex: '/(screens/(?!counter/counterRules$)|app/)',
              message: 'Stores and src/renderer/ui may not import screens or the app shell.',
            },
          ],
        },
      ],
    },
  },
);
