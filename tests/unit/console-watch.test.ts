/**
 * The console.error watch of tests/setup.ts (tests/helpers/console.ts): an unannounced error log
 * is caught with its text; an announced one is swallowed, and missing if it never comes.
 */
import { describe, expect, it } from 'vitest';
import { endWatch, expectConsoleError, failureText, takeUnexpected } from '../helpers/console.ts';

describe('the console.error watch', () => {
  it('catches an unannounced error log with its text (here taken back, so this test passes)', () => {
    const original = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write; // keep the run's output clean
    try {
      console.error('broken: %s', 'the reason', { id: 7 });
    } finally {
      process.stderr.write = original;
    }
    const lines = takeUnexpected();
    expect(lines).toEqual(["broken: the reason { id: 7 }"]);
    expect(failureText(lines)).toMatch(/^console\.error was called .*\n {2}broken: the reason \{ id: 7 \}$/s);
  });

  it('lets an announced error log through silently, and names one that never came', () => {
    expectConsoleError(/^expected failure/);
    expectConsoleError(/never logged/);
    console.error('expected failure of a provider call');
    expect(takeUnexpected()).toEqual([]);
    const missing = endWatch();
    expect(missing).toEqual([/never logged/]);
    expect(failureText([], missing)).toBe('expected console.error matching /never logged/, but none was logged');
  });

  it('passes a test that announced an error log and got it', () => {
    expectConsoleError(/unhandled route error/);
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled route error', path: '/x' }));
  });
});
