/**
 * JavaScript per page: the browser imports constants from the provider's contract
 * files (contract/*.ts: limits, statuses, options), whose zod schemas sit beside them as
 * top-level `const x = z.object(…)…`. A bundler must keep a top-level call it cannot prove free
 * of side effects, so every page that read one constant shipped zod (~26 KB gzipped).
 *
 * In the browser build only (vite.config.ts), each top-level `const` whose initializer calls
 * something is rewritten to `const x = /* @__PURE__ *\/ (() => (…))();`: same value when it is
 * used, dropped with what it calls when nothing uses it. The server and the tests read the
 * files as they are.
 */

/** Where a statement starting at `from` ends (its `;` at depth 0), skipping strings, comments and regexes. */
function statementEnd(src: string, from: number): number {
  let depth = 0;
  let prev = '';
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      i = src.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      i = src.indexOf('*/', i + 2) + 1;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) {
        if (src[i] === '\\') i++;
        else if (c === '`' && src[i] === '$' && src[i + 1] === '{') {
          // a template's expression: find its closing brace
          let d = 0;
          for (i += 1; i < src.length; i++) {
            if (src[i] === '{') d++;
            else if (src[i] === '}' && --d === 0) break;
          }
        }
      }
      prev = c;
      continue;
    }
    // a regex literal: after an operator or an opening bracket, not after a value
    if (c === '/' && /[(,=:[!&|?{};+\-*%<>~^]|^$/.test(prev)) {
      let inClass = false;
      for (i++; i < src.length; i++) {
        if (src[i] === '\\') i++;
        else if (src[i] === '[') inClass = true;
        else if (src[i] === ']') inClass = false;
        else if (src[i] === '/' && !inClass) break;
      }
      prev = 'r';
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ';' && depth === 0) return i;
    if (!/\s/.test(c)) prev = c;
  }
  return -1;
}

export function pureTopLevelConsts(src: string): string {
  const decl = /^(export )?const (\w+)(\s*:[^=\n]+)?\s*=\s*/gm;
  let out = '';
  let last = 0;
  for (let m = decl.exec(src); m; m = decl.exec(src)) {
    if (m.index < last) continue;
    const start = m.index + m[0].length;
    const end = statementEnd(src, start);
    if (end < 0) break;
    const init = src.slice(start, end);
    if (!init.includes('(')) continue;
    out += src.slice(last, start) + `/* @__PURE__ */ (() => (${init}))()`;
    last = end;
    decl.lastIndex = end;
  }
  return out + src.slice(last);
}

/** The Vite plugin: contract/*.ts in the browser build. */
export function pureContracts(root: string) {
  return {
    name: 'lab:pure-contracts',
    enforce: 'pre' as const,
    transform(this: { environment?: { name: string } }, code: string, id: string) {
      if (this.environment?.name !== 'client') return null;
      const file = id.split('?')[0];
      if (!file.startsWith(`${root}/contract/`) || !file.endsWith('.ts')) return null;
      return { code: pureTopLevelConsts(code), map: null };
    },
  };
}
