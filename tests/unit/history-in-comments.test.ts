/**
 * A comment says why the code is as it is today; the history of a change lives in git and the
 * decisions in docs/decisions.md. This keeps work-log references (an issue or a work session named
 * by its number) out of the code, its styles and its tests, where they go stale the day they are written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'contract', 'provider', 'lib', 'server', 'tools', 'tests', '.ci'];
const FILES = ['server.ts', 'vite.config.ts', 'vitest.config.ts', 'vitest.e2e.config.ts', 'react-router.config.ts', 'eslint.config.js'];
const CODE = /\.(ts|tsx|mjs|js|css|sh)$|^run$/;
/** the bench's recorded results are data, not code */
const SKIP = new Set(['tests/bench/results']);
const HISTORY = /\b(issue|session)\s+#?\d+\b/i;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (SKIP.has(file) || entry.name === 'node_modules' || entry.name === '+types') continue;
    if (entry.isDirectory()) yield* files(file);
    else if (CODE.test(entry.name)) yield file;
  }
}

describe('comments without work-log history', () => {
  it('no source file names an issue or a session by number', () => {
    const found: string[] = [];
    for (const file of [...ROOTS.filter((r) => fs.existsSync(r)).flatMap((r) => [...files(r)]), ...FILES.filter((f) => fs.existsSync(f))]) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (HISTORY.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });
});
