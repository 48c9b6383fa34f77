/**
 * The portal's strings reach the browser in parts (app/i18n/portal-strings.json): the
 * core on every portal page, an area's sections on the pages under its paths. A page whose
 * module graph uses a section its path does not load would show keys instead of text after a
 * client-side navigation; this checks every file that names a portal section (`'billing.…'`)
 * against the URLs of the routes that import it (app/routes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enPortal from '../../app/i18n/locales/en.portal.json';
import enPublic from '../../app/i18n/locales/en.public.json';
import groups from '../../app/i18n/portal-strings.json';
import { isPortalPath, pageParts } from '../../app/i18n/strings.ts';
import { pick } from '../../tools/portal-strings.ts';

const root = path.resolve(import.meta.dirname, '../..');
const app = path.join(root, 'app');
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
const files = walk(app);

/** URL path (without the leading slash) of each route file, from app/routes.ts (one nested level: /dashboard). */
function routeUrls(): Map<string, string[]> {
  const urls = new Map<string, string[]>();
  let prefix = '';
  for (const line of fs.readFileSync(path.join(app, 'routes.ts'), 'utf8').split('\n')) {
    const m = line.match(/^(\s*)(?:route\('([^']*)',\s*|index\()'([^']+)'/);
    if (m) {
      const [, indent, p, file] = m;
      if (indent.length <= 2) prefix = '';
      const url = `/${prefix}${p ?? ''}`.replace(/\/$/, '') || '/';
      urls.set(path.join(app, file), [...(urls.get(path.join(app, file)) ?? []), url]);
      if (line.includes('dashboard-layout')) prefix = `${p}/`;
    }
  }
  return urls;
}

/** Who imports each file (relative imports), so a component's strings can be traced to its routes. */
function importers(): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1]);
      by.set(target, [...(by.get(target) ?? []), file]);
    }
  }
  return by;
}

describe('the portal strings in parts', () => {
  const core = new Set(groups.core);
  // the portal's own sections, and the public ones an area picks (auth, analyses)
  const picked = groups.areas.flatMap((a) => a.sections).filter((s) => s in enPublic);
  const areaSections = [...Object.keys(enPortal).filter((s) => !core.has(s)), ...picked];

  it('name each area once (the browser loads the first area of a name: a second one is never read)', () => {
    const names = groups.areas.map((a) => a.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('name every portal section in one part or the server-only list, each key path existing', () => {
    const named = [...groups.core, ...groups.areas.flatMap((a) => a.sections)].map((k) => k.split('.')[0]).filter((s) => s in enPortal);
    expect(Object.keys(enPortal).filter((s) => !named.includes(s))).toEqual([]);
    for (const lng of ['en', 'de'] as const) {
      const read = (f: string) => JSON.parse(fs.readFileSync(path.join(app, `i18n/locales/${lng}.${f}.json`), 'utf8'));
      const tree = { ...read('public'), ...read('portal') };
      expect(() => pick(tree, [...groups.core, ...groups.areas.flatMap((a) => a.sections)], groups.serverOnly)).not.toThrow();
    }
  });

  it('load on each route the sections its files use', () => {
    const urls = routeUrls();
    const by = importers();
    const routesOf = (file: string, seen = new Set<string>()): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      return [...(urls.get(file) ?? []), ...(by.get(file) ?? []).flatMap((f) => routesOf(f, seen))];
    };
    const missing: string[] = [];
    for (const file of files) {
      const src = fs.readFileSync(file, 'utf8');
      for (const section of areaSections) {
        if (!new RegExp(`['"\`]${section}\\.`).test(src)) continue;
        for (const url of routesOf(file).filter((u) => isPortalPath(u))) {
          const loaded = pageParts(url.replace(/:\w+/g, 'x')).flatMap((part) => {
            if (part === 'portal:core') return groups.core;
            return groups.areas.find((a) => `portal:${a.name}` === part)?.sections ?? [];
          });
          if (!loaded.some((k) => k === section || k.startsWith(`${section}.`))) missing.push(`${path.relative(root, file)} (${section}) on ${url}`);
          else if (!loaded.includes(section) && !core.has(section) && loaded.some((k) => k.startsWith(`${section}.`) && !core.has(k))) {
            // the route's area holds only some key paths of the section (billing: the payments keys
            // of its pay panel): each key the file names must be one of them. (The core's few auth
            // keys are the rate-limit message shared server modules name; their other auth keys
            // belong to the launchpad's flows, which load the whole section.)
            const paths = loaded.filter((k) => k.startsWith(`${section}.`));
            for (const [, key] of src.matchAll(new RegExp(`['"\`](${section}\\.[\\w.]+)`, 'g'))) {
              const named = key.replace(/\.$/, '');
              if (!paths.some((k) => named === k || named.startsWith(`${k}.`) || named.startsWith(`${k}_`) || k.startsWith(`${named}_`))) missing.push(`${path.relative(root, file)} (${key}) on ${url}`);
            }
          }
        }
      }
    }
    // a resource route (no page) that names a section uses it for a flash message shown on the page it redirects to
    const pages = missing.filter((m) => !/\.ts \(/.test(m) || /\.server\.ts \(|\.form\.ts \(/.test(m));
    expect(pages).toEqual([]);
  });
});
