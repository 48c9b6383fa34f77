import { randomBytes } from 'node:crypto';
import { type Cookie, createCookie } from 'react-router';
import { CSRF } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { data } from 'react-router';
import type { Config } from './config.server.ts';

/**
 * remix-utils draws tokens from an alphabet with `&`, `%`, `#`…, which HTML attributes and the
 * hydration script escape differently. Ours are base64url (same strength, 32 random bytes), so a
 * token reads the same everywhere it is written (and the page cache can substitute it).
 */
class UrlSafeCSRF extends CSRF {
  override generate(bytes = 32): string {
    const token = randomBytes(bytes).toString('base64url');
    return `${token}.${(this as unknown as { sign(t: string): string }).sign(token)}`;
  }
}

const instances = new Map<string, { csrf: CSRF; cookie: Cookie }>();
function instanceFor(config: Pick<Config, 'sessionSecret' | 'secureCookies'>) {
  const key = `${config.sessionSecret}:${config.secureCookies}`;
  let instance = instances.get(key);
  if (!instance) {
    const cookie = createCookie('csrf', { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, secrets: [config.sessionSecret] });
    instance = { csrf: new UrlSafeCSRF({ cookie, formDataKey: 'csrf', secret: config.sessionSecret }), cookie };
    instances.set(key, instance);
  }
  return instance;
}

/** Every state-changing form carries this token (the root middleware checks it). */
export function csrfFor(config: Pick<Config, 'sessionSecret' | 'secureCookies'>): CSRF {
  return instanceFor(config).csrf;
}

/**
 * A fresh CSRF token for this browser, as the Set-Cookie header that stores it. Used at sign-in:
 * a token someone planted or read before the sign-in is useless after it.
 */
export async function rotateCsrfToken(config: Pick<Config, 'sessionSecret' | 'secureCookies'>): Promise<string> {
  const { csrf, cookie } = instanceFor(config);
  return cookie.serialize(csrf.generate());
}

/** Public forms also carry a honeypot field that people never fill in. */
export const honeypot = new Honeypot({ nameFieldName: 'name__confirm', validFromFieldName: null });

/**
 * The honeypot's input props. With no valid-from timestamp they never change, so they are made
 * once (remix-utils would otherwise encrypt an unused timestamp on every page).
 */
let inputProps: ReturnType<Honeypot['getInputProps']> | undefined;
export function honeypotInputProps() {
  inputProps ??= honeypot.getInputProps();
  return inputProps;
}

/** Refuses a public form whose honeypot field was filled in (a bot): 400 with the generic message. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  try {
    await honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw data({ message: 'errors.badRequestTitle' }, { status: 400 });
    throw error;
  }
}
