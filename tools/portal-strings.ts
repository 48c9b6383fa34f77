/**
 * JavaScript per page: the portal's strings in parts, as app/i18n/portal-strings.json
 * groups them. In the browser build, `virtual:portal-strings` exports `loadPortalPart(lng, name)`,
 * one chunk per language and part ('core' and each area) holding only that part's sections,
 * picked from app/i18n/locales/{lng}.portal.json (and {lng}.public.json, for the sections portal
 * and public pages share). The server keeps reading the whole files.
 */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
interface Groups {
  serverOnly: string[];
  core: string[];
  areas: { name: string; prefixes: string[]; sections: string[] }[];
}

const ID = 'virtual:portal-strings';
const LANGS = ['en', 'de'] as const;

/** The part of `tree` under the key paths `sections` (e.g. 'orders', 'orders.menu'), less `omit`. */
export function pick(tree: Tree, sections: string[], omit: string[]): Tree {
  const out: Tree = {};
  for (const key of sections) {
    const parts = key.split('.');
    let from: string | Tree | undefined = tree;
    for (const p of parts) from = typeof from === 'object' ? from[p] : undefined;
    if (from === undefined) throw new Error(`portal-strings.json: no ${key} in the portal strings`);
    let into = out;
    for (const p of parts.slice(0, -1)) into = (into[p] ??= {}) as Tree;
    into[parts[parts.length - 1]] = typeof from === 'object' ? structuredClone(from) : from;
  }
  for (const key of omit) {
    const parts = key.split('.');
    let node: string | Tree | undefined = out;
    for (const p of parts.slice(0, -1)) node = typeof node === 'object' ? node[p] : undefined;
    if (typeof node === 'object') delete node[parts[parts.length - 1]];
  }
  return out;
}

export function portalStrings(root: string) {
  const groupsFile = path.join(root, 'app/i18n/portal-strings.json');
  const read = () => JSON.parse(fs.readFileSync(groupsFile, 'utf8')) as Groups;
  return {
    name: 'lab:portal-strings',
    enforce: 'pre' as const,
    resolveId(id: string) {
      if (id === ID || id.startsWith(`${ID}/`)) return `\0${id}`;
      return null;
    },
    load(this: { addWatchFile?: (f: string) => void; environment?: { name: string } }, id: string) {
      // the browser needs only each area's name and paths (app/i18n/strings.ts), not the comment or the sections
      if (id.split('?')[0] === groupsFile && this.environment?.name === 'client') {
        return JSON.stringify({ areas: read().areas.map(({ name, prefixes }) => ({ name, prefixes })) });
      }
      if (!id.startsWith(`\0${ID}`)) return null;
      const groups = read();
      this.addWatchFile?.(groupsFile);
      const names = ['core', ...groups.areas.map((a) => a.name)];
      if (id === `\0${ID}`) {
        // one arrow per part, looked up by name: shorter in the chunk every portal page loads than a
        // switch whose every case awaits and unwraps its own import()
        const entries = LANGS.flatMap((lng) => names.map((name) => `  '${lng}/${name}': () => import('${ID}/${lng}.portal.${name}.strings'),`));
        return `const parts = {\n${entries.join('\n')}\n};\nexport async function loadPortalPart(lng, name) {\n  const part = parts[\`\${lng}/\${name}\`];\n  return part ? (await part()).default : {};\n}\n`;
      }
      const m = id.slice(`\0${ID}/`.length).match(/^(\w+)\.portal\.(\w+)\.strings$/);
      if (!m) return null;
      const [, lng, name] = m;
      const files = [`${lng}.public.json`, `${lng}.portal.json`].map((f) => path.join(root, 'app/i18n/locales', f));
      files.forEach((f) => this.addWatchFile?.(f));
      const tree = Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Tree)) as Tree;
      const sections = name === 'core' ? groups.core : (groups.areas.find((a) => a.name === name)?.sections ?? []);
      return `export default ${JSON.stringify(pick(tree, sections, groups.serverOnly))};\n`;
    },
  };
}
