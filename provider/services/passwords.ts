import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations this process has run: the tests compare the work two answers
 * did by these counts, not by wall time, which varies on shared machines.
 */
export const passwordWork = { hashes: 0, verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  passwordWork.hashes++;
  return hash(password, options);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  passwordWork.verifications++;
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-0', options);
  return dummy;
}
