import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Import boundaries, as `no-restricted-imports` patterns on the import string:
 * - the app (app/**) imports nothing from provider/, types included: what both sides share is the
 *   top-level `contract/` (and `lib/`). The process configuration that wires both is
 *   server/config.ts, outside app/;
 * - no route module imports another route module: app/routes/** may import from app/routes/**
 *   only its `./+types/…`, a `./<name>.server.ts` and a `./<name>.form.ts` beside it; provider/routes/** imports no
 *   other provider route;
 * - models (app/models/**) do not import app/ui/**;
 * - lib/ (shared by both sides) imports neither;
 * - contract/ (shared by both sides, and carried by the browser bundle) imports neither, nor Node;
 * - SQL lives in provider/repositories/ and provider/db/ only: nothing else imports `kysely` or
 *   calls its query builder (`selectFrom`, `insertInto`, `updateTable`, `deleteFrom`,
 *   `transaction`, the `sql` tag): a handler or a service calls a repository function (several
 *   that must hold together: `inTransaction`, provider/db/connect.ts);
 * - services (provider/services/) know nothing of HTTP: they import neither provider/http.ts nor
 *   `fail`, and refuse with `refuse(code, …)` (provider/errors.ts).
 * ESLint's flat config does not merge a rule's options across blocks (the last block wins), so
 * each block below repeats the patterns that hold for its files.
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
  const kysely = { regex: String.raw`^kysely(/|$)`, message: 'SQL lives in provider/repositories/ (or provider/db/): call a repository function; several that must hold together run in inTransaction (provider/db/connect.ts).' };
  const http = { regex: String.raw`(^|/)http(\.ts)?$`, message: 'A service knows nothing of HTTP: take ProviderDeps from provider/deps.ts and refuse with refuse(code, …) from provider/errors.ts.' };
  const sqlOutside = 'SQL lives in provider/repositories/ (or provider/db/): move this query into a repository function; several that must hold together run in inTransaction (provider/db/connect.ts).';
  const noQueryBuilder = {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]", message: sqlOutside },
      { selector: "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']", message: sqlOutside },
    ],
  };
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
    // SQL only in provider/repositories/ and provider/db/ (the seed's rows included: provider/db/seed/).
    { files: ['provider/**/*.ts', 'app/**/*.{ts,tsx}', 'lib/**/*.ts', 'server/**/*.ts', 'server.ts'], ignores: ['provider/repositories/**', 'provider/db/**'], rules: noQueryBuilder },
    { files: ['provider/**/*.ts'], ignores: ['provider/repositories/**', 'provider/db/**'], rules: { [rule]: ['error', { patterns: [kysely] }] } },
    {
      files: ['provider/routes/**/*.ts'],
      rules: { [rule]: ['error', { patterns: [kysely, { regex: String.raw`^\./(?!\.)|^\.\./routes(/|$)|(^|/)provider/routes(/|$)`, message: 'A provider route does not import another route: move the shared piece to repositories/ or services/.' }] }] },
    },
    {
      files: ['provider/services/**/*.ts'],
      rules: {
        [rule]: ['error', { patterns: [kysely, http] }],
        'no-restricted-syntax': [
          ...noQueryBuilder['no-restricted-syntax'],
          { selector: "CallExpression[callee.name='fail']", message: 'A service knows nothing of HTTP: refuse with refuse(code, message, { field }) from provider/errors.ts.' },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['build*/**', '.react-router/**', 'node_modules/**', 'data/**', 'provider/db/seed/data/**', 'test-results/**'] },
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
  // An action answers translation keys (conform's `submission.reply()`, a flash's `message` and
  // `keys`); the component translates them in the visitor's language, with or without JavaScript.
  // So no translator inside a server module's action (`…Action`), nor one fetched there for helpers.
  {
    files: ['app/**/*.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['CallExpression[callee.name="t"]', 'CallExpression[callee.property.name="t"]', 'CallExpression[callee.property.name="getFixedT"]', 'CallExpression[callee.name="getInstance"]'].map((call) => ({
          selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=/Action$/] ${call}`,
          message: 'An action answers translation keys, never text: translate in the component (app/ui/form.tsx useFormErrors, the flash).',
        })),
      ],
    },
  },
  // No import circle in the app: a circle makes the order modules load in decide what a module
  // sees at start (an export read before it is defined), and it ties the pieces so none can be
  // understood or tested alone. Type-only imports are erased at build and do not count.
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.mjs', 'tests/**/*'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
