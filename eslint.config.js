import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '.data/**',
      '.test-results/**',
      '**/playwright-report/**',
      '**/test-results/**',
      // Converter fixtures are data: Protractor inputs and expected outputs compared byte for byte.
      'packages/converter/fixtures/**',
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/desktop/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The differential tests' Selenium suite is user code written as public suites are: CommonJS,
    // Mocha and Jasmine globals, browser code inside executeScript and By.js.
    files: ['packages/converter/differential/selenium/**/*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: { ...globals.mocha, ...globals.jasmine, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One concern per file (STYLE.md): a converter module past ~400 lines of code is split by
    // concern. Tests and fixtures are data-heavy by nature; the Protractor front end is being
    // restructured on its own (it joins the rule when that lands).
    files: ['packages/converter/src/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts', 'packages/converter/src/sources/protractor/**'],
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
