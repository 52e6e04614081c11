// Lint rules, and the import boundaries between the source folders (docs/ARCHITECTURE.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/importBoundaries.js';
import { personFacingTextPlugin } from './tools/eslint/personFacingText.js';

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'release/**',
      // The bundled config electron-vite writes beside its own while a build runs beside lint.
      '*.config.ts.*.mjs',
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
  {
    // Resolves every import, export-from, import() and require() to the folder it lands in.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { passdesk: importBoundaries },
    rules: { 'passdesk/import-boundaries': 'error' },
  },
  // The renderer loads only the language it shows: never every catalogue at once.
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/state/**', 'src/renderer/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'i18n/(everyLanguage|failure)$',
              message: 'The renderer loads one catalogue (i18n/messages.ts), never all of them.',
            },
          ],
        },
      ],
    },
  },
  // Stores and the shared UI pieces sit below the screens: they import no screen and not the app
  // shell that lists them.
  {
    files: ['src/renderer/state/**/*.{ts,tsx}', 'src/renderer/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(screens|app)/',
              message: 'Stores and src/renderer/ui may not import screens or the app shell.',
            },
            {
              regex: 'i18n/(everyLanguage|failure)$',
              message: 'The renderer loads one catalogue (i18n/messages.ts), never all of them.',
            },
          ],
        },
      ],
    },
  },
  // Words shown to a person come from the catalogues (src/shared/i18n/messages).
  {
    files: [
      'src/renderer/**/*.{ts,tsx}',
      'src/main/**/*.ts',
      'src/service/cardPage/**/*.ts',
      'src/host/**/*.ts',
      'scripts/setup*.mjs',
    ],
    plugins: { i18n: personFacingTextPlugin },
    rules: { 'i18n/person-facing-text': 'error' },
  },
);
