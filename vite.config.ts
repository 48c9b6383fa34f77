import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { pureContracts } from './tools/pure-contracts.ts';
import { portalStrings } from './tools/portal-strings.ts';

/**
 * In the browser build only, `react-i18next` resolves to our small runtime (app/i18n/client.tsx):
 * the server keeps the real i18next, the browser is spared ~19 KB gzipped on every page.
 */
const clientI18n = {
  name: 'lab:client-i18n',
  enforce: 'pre' as const,
  resolveId(this: { environment?: { name: string } }, id: string, _importer?: string, options?: { ssr?: boolean }) {
    const ssr = this.environment ? this.environment.name !== 'client' : options?.ssr;
    if (id === 'react-i18next' && !ssr) return path.resolve(import.meta.dirname, 'app/i18n/client.tsx');
    return null;
  },
};

export default defineConfig({
  plugins: [clientI18n, pureContracts(import.meta.dirname), portalStrings(import.meta.dirname), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    assetsInlineLimit: 0,
  },
  server: { port: 3000 },
});
