import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { pureContracts } from './tools/pure-contracts.ts';
import { portalStrings } from './tools/portal-strings.ts';

/**
 * `react-i18next` resolves to our small runtime (app/i18n/client.tsx) in both builds: the browser
 * is spared ~19 KB gzipped on every page, and the server renders each page with it too
 * (react-i18next's `useTranslation` copied the whole i18next instance's properties for every
 * component rendered, 6–7 % of a portal page's server CPU). Loaders, actions and e-mails keep the
 * real i18next (app/middleware/i18next.server.ts); tests/unit/i18n-client.test.ts checks that both
 * give the same text for every key in both languages.
 */
const lightI18n = {
  name: 'lab:light-i18n',
  enforce: 'pre' as const,
  resolveId(id: string) {
    if (id === 'react-i18next') return path.resolve(import.meta.dirname, 'app/i18n/client.tsx');
    return null;
  },
};

/**
 * React Router's own production build in the browser: the package's exports name only
 * `dist/development`, whose code differs from `dist/production` by one flag, ENABLE_DEV_WARNINGS
 * (console warnings for developers and the default error screen's hint). The server keeps the
 * exported build; both render the same markup.
 */
const routerProduction = {
  name: 'lab:react-router-production',
  enforce: 'pre' as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
  resolveId(id: string) {
    const dist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
    if (id === 'react-router') return path.join(dist, 'index.mjs');
    if (id === 'react-router/dom') return path.join(dist, 'dom-export.mjs');
    return null;
  },
};

export default defineConfig({
  plugins: [lightI18n, routerProduction, pureContracts(import.meta.dirname), portalStrings(import.meta.dirname), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // The small modules the root route loads on every page (the header's and
            // footer's links, the error page, lab times, the translation runtime and its loader,
            // the CSRF field, React's JSX runtime) and what they import (React Router) are one
            // chunk instead of nine: every page loaded all of them anyway, as separate files
            // whose imports and gzip frames cost ~2 KB gzipped a page (results 130.6 → 128.5 KB).
            // Also the languages, the strings' areas and the lab's time zone, which the
            // entry and the root load on every page as three more tiny files (~120 B a page).
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: /app[\\/]ui[\\/](client-links|error-page)\.tsx|app[\\/]models[\\/]lab-time-format\.ts|app[\\/]i18n[\\/](client\.tsx|load-strings\.ts|strings\.ts|config\.ts|portal-strings\.json)|contract[\\/]lab-time\.ts|remix-utils[\\/].*authenticity-token|react[\\/]jsx-runtime|react-jsx-runtime/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 3000 },
});
