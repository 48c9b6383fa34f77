import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['build*/**', '.react-router/**', 'node_modules/**', 'data/**', 'provider/seed/data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // The codebase's boundaries (issue 13), kept by the linter:
  // the app talks to the provider through its contract only (types aside); config derives the report-code
  // secret exactly as the provider does, the one documented exception.
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)provider/(?!contract/|services/report-codes\\.ts$)', allowTypeImports: true, message: 'The app imports only provider/contract (types aside).' },
        ],
      }],
    },
  },
  // no route module imports another route module (shared pieces live in app/ui or app/models)
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)provider/(?!contract/)', allowTypeImports: true, message: 'The app imports only provider/contract (types aside).' },
          { regex: '^\\./.*\\.tsx$|^\\.\\./(public|auth|portal|billing|analytics|shop)/', message: 'A route does not import another route: move the shared piece to app/ui or app/models.' },
        ],
      }],
    },
  },
  // models hold data and rules, never components
  {
    files: ['app/models/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)provider/(?!contract/)', allowTypeImports: true, message: 'The app imports only provider/contract (types aside).' },
          { regex: '(^|/)ui/', message: 'Models do not import from app/ui.' },
        ],
      }],
    },
  },
  // no provider route imports another route
  {
    files: ['provider/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '^\\./[^/]+\\.ts$', message: 'A provider route does not import another route: move the shared piece to repositories/ or services/.' }],
      }],
    },
  },
  {
    files: ['**/*.mjs', 'tests/**/*'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
