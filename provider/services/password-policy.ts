/**
 * Which new passwords the provider accepts. Runs on the server only (sign-up,
 * reset, an invitation's complete_signup, the password change): the estimator and its lists
 * (about 1 MB) never reach the browser.
 *
 * A password is refused when it is on the common-passwords list that ships with
 * @zxcvbn-ts/language-common, when it is built on the user's own e-mail or names, or when
 * zxcvbn estimates it would fall to fewer than 10^8 guesses (score below 3: "safely
 * unguessable" for an online attack that is throttled, and a slow offline one). Length alone
 * says little (`aaaaaaaaaaaa`, `123456789012`), so the estimator decides, above the 8-character
 * floor the contract keeps. The refusal names a reason the app translates.
 */
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

import type { PASSWORD_PROBLEMS } from '../../contract/auth.ts';

export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];
export const MIN_SCORE = 3;

let estimator: Promise<{ zxcvbn: ZxcvbnFactory; common: Set<string> }> | undefined;

/** Loaded on first use, so starting the server does not pay for the dictionaries. */
function load() {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, lang] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    const zxcvbn = new ZxcvbnFactory({ dictionary: { ...lang.dictionary }, graphs: lang.adjacencyGraphs });
    const list = (lang.dictionary as Record<string, unknown>)['passwords-common'];
    return { zxcvbn, common: new Set(Array.isArray(list) ? (list as string[]).map((w) => String(w).toLowerCase()) : []) };
  })();
  return estimator;
}

const COMMON = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);
const PATTERNS = new Set(['straightRow', 'keyPattern', 'simpleRepeat', 'extendedRepeat', 'sequences', 'recentYears', 'dates']);

function problemOf(result: ZxcvbnResult): PasswordProblem {
  const warning = result.feedback.warning ?? '';
  if (COMMON.has(warning)) return 'common';
  if (warning === 'userInputs') return 'personal';
  if (PATTERNS.has(warning)) return 'pattern';
  return 'weak';
}

/** null when the password is acceptable; otherwise why not. `personal`: e-mail, names. */
export async function passwordProblem(password: string, personal: (string | null | undefined)[] = []): Promise<PasswordProblem | null> {
  const { zxcvbn, common } = await load();
  if (common.has(password.toLowerCase())) return 'common';
  const inputs = personal.filter((s): s is string => !!s && s.length >= 3).flatMap((s) => [s, ...s.split(/[@.\s_-]+/).filter((p) => p.length >= 3)]);
  // zxcvbn's cost grows with length; the contract caps passwords at 128 characters.
  const result = zxcvbn.check(password, inputs);
  return result.score >= MIN_SCORE ? null : problemOf(result);
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  common: 'This password is on a list of commonly used passwords. Please choose another.',
  personal: 'This password contains your name or e-mail address. Please choose another.',
  pattern: 'This password follows a pattern that is easy to guess (repeats, sequences, keyboard rows or dates). Please choose another.',
  weak: 'This password is too easy to guess. Use a longer one, for example a few unrelated words.',
};

