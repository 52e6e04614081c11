// Lint rules, and the import boundaries between the source folders (docs/ARCHITECTURE.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/importBoundaries.js';

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
  {
    // Resolves every import, export-from, import() and require() to the folder it lands in.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { passdesk: importBoundaries },
    rules: { 'passdesk/import-boundaries': 'error' },
  },
  // Stores and the shared UI pieces sit below the screens: they import no screen and not the app
  // shell that lists them.
  {
    files: ['src/renderer/stores/**/*.{ts,tsx}', 'src/renderer/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(screens|app)/',
              message: 'Stores and src/renderer/ui may not import screens or the app shell.',
            },
          ],
        },
      ],
    },
  },
);
