import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries, as `no-restricted-imports` patterns on the import string:
 * - the app (app/**) imports nothing from provider/, types included: what both sides share is the
 *   top-level `contract/` (and `lib/`). The one exception is
 *   app/config.server.ts, the process configuration server.ts also wires the provider with: it
 *   derives the report-code secret as the provider does and types the payment gateway's settings;
 * - no route module imports another route module: app/routes/** may import from app/routes/**
 *   only its `./+types/…`, a `./<name>.server.ts` and a `./<name>.form.ts` beside it; provider/routes/** imports no
 *   other provider route;
 * - models (app/models/**) do not import app/ui/**;
 * - lib/ (shared by both sides) imports neither;
 * - contract/ (shared by both sides, and carried by the browser bundle) imports neither, nor Node.
 * A relative specifier stays inside app/routes/ when it climbs fewer folders than the file lies
 * deep there, so the route rule is written per depth.
 */
function boundaries() {
  const rule = '@typescript-eslint/no-restricted-imports';
  const provider = { regex: String.raw`(^|/)provider/`, message: 'The app imports nothing from the provider: what both sides share lives in contract/ (or lib/).' };
  const routeMessage = 'A route does not import another route (only its ./+types/…, ./<name>.server.ts and ./<name>.form.ts beside it): move the shared piece to app/ui or app/models.';
  /** route imports for a file `depth` folders below app/routes (0: app/routes/x.tsx) */
  const routePatterns = (depth) => [
    // A feature's folder (app/routes/<area>/<feature>/: depth 2 and more) holds the feature's route
    // modules, server module, form and components, which import each other freely. A route file
    // directly in an area folder may import only its generated types, its server module and its
    // form module (the form's schema and labels, which the browser's checks and the server share).
    ...(depth >= 2 ? [] : [{ regex: String.raw`^\./(?!\+types/)(?![^/]+\.(server|form)(\.tsx?)?$)`, message: routeMessage }]),
    // up into a parent folder that is still under app/routes (or a sibling's +types)
    ...(depth > 0 ? [{ regex: String.raw`^(\.\./){1,${depth}}(?!\.\./)`, message: routeMessage }] : []),
    // back into app/routes from above, or by the ~ alias
    { regex: String.raw`^(\.\./){${depth + 1}}routes(/|$)|^~/routes(/|$)|(^|/)app/routes(/|$)`, message: routeMessage },
  ];
  const maxDepth = 4;
  const routeBlocks = [];
  for (let depth = 0; depth <= maxDepth; depth++) {
    const dirs = depth === 0 ? '' : `${'*/'.repeat(depth)}`;
    routeBlocks.push({
      files: [`app/routes/${dirs}*.{ts,tsx}`],
      rules: { [rule]: ['error', { patterns: [provider, ...routePatterns(depth)] }] },
    });
  }
  return [
    { files: ['app/**/*.{ts,tsx}'], rules: { [rule]: ['error', { patterns: [provider] }] } },
    { files: ['app/config.server.ts'], rules: { [rule]: 'off' } },
    ...routeBlocks,
    {
      files: ['app/models/**/*.{ts,tsx}'],
      rules: { [rule]: ['error', { patterns: [provider, { regex: String.raw`(^|/)ui/|^~/ui(/|$)`, message: 'A model does not import from app/ui: move the piece to app/models (or the contract).' }] }] },
    },
    // lib/ is imported by both sides and imports neither
    {
      files: ['lib/**/*.ts'],
      rules: { [rule]: ['error', { patterns: [{ regex: String.raw`(^|/)(app|provider|contract)/|^~/`, message: 'lib/ imports neither the app nor the provider.' }] }] },
    },
    {
      files: ['contract/**/*.ts'],
      rules: { [rule]: ['error', { patterns: [{ regex: String.raw`(^|/)(app|provider|server|lib)/|^node:|^~/`, message: 'contract/ imports neither the app nor the provider, nor Node built-ins (the browser bundle carries it).' }] }] },
    },
    {
      files: ['provider/routes/**/*.ts'],
      rules: { [rule]: ['error', { patterns: [{ regex: String.raw`^\./(?!\.)|^\.\./routes(/|$)|(^|/)provider/routes(/|$)`, message: 'A provider route does not import another route: move the shared piece to repositories/ or services/.' }] }] },
    },
  ];
}

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
  // The codebase's boundaries, kept by the linter (see boundaries() below).
  ...boundaries(),
  {
    files: ['**/*.mjs', 'tests/**/*'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
