/**
 * A test that logs `console.error` fails: an error log is a bug somewhere unless the
 * test says it expects one. tests/setup.ts installs the watch around every test; a test that
 * provokes an error log on purpose names it first:
 *
 *   expectConsoleError(/unhandled route error/);
 *
 * The named lines stay off the console, and the test fails if none of them was logged. Anything
 * else logged through console.error fails the test with the logged text. Errors logged outside a
 * test (in beforeAll, say) fail the file in afterAll.
 */
import { format } from 'node:util';

const original = console.error.bind(console);

interface Expected { pattern: RegExp; seen: number }

const state = {
  /** unexpected lines logged since the last check */
  logged: [] as string[],
  /** what the running test announced */
  expected: [] as Expected[],
};

function watch(...args: unknown[]) {
  const text = format(...args);
  const expected = state.expected.find((e) => e.pattern.test(text));
  if (expected) {
    expected.seen++;
    return;
  }
  state.logged.push(text);
  original(...args);
}

/** Replaces console.error once per test file (not a vi.spyOn: a test's vi.restoreAllMocks() leaves it in place). */
export function installConsoleErrorWatch() {
  console.error = watch;
}

/** Announces an error log the running test provokes on purpose; the test fails if it never comes. */
export function expectConsoleError(pattern: RegExp) {
  state.expected.push({ pattern, seen: 0 });
}

/** Forgets the lines logged so far (before each test: what a hook logged is checked in afterAll). */
export function startWatch() {
  const before = takeUnexpected();
  state.expected = [];
  return before;
}

/** The lines logged since the last call, unannounced. */
export function takeUnexpected(): string[] {
  const lines = state.logged;
  state.logged = [];
  return lines;
}

/** Ends a test's watch: the announced patterns never logged. */
export function endWatch(): RegExp[] {
  const missing = state.expected.filter((e) => e.seen === 0).map((e) => e.pattern);
  state.expected = [];
  return missing;
}

export function failureText(lines: string[], missing: RegExp[] = []): string | null {
  const parts: string[] = [];
  if (lines.length) parts.push(`console.error was called (a test that expects it says so with expectConsoleError(/…/)):\n${lines.map((l) => `  ${l.split('\n').join('\n  ')}`).join('\n')}`);
  if (missing.length) parts.push(`expected console.error matching ${missing.map(String).join(', ')}, but none was logged`);
  return parts.length ? parts.join('\n') : null;
}
