/**
 * The device cookie: a long-lived, signed, HttpOnly cookie holding the opaque
 * token the provider gave this browser at a successful login (the provider keeps only its
 * hash). It goes with every login, so a correct password from a browser that signed in to the
 * account before passes the slow-down strangers cause for that account or address.
 */
import { type Cookie, createCookie } from 'react-router';
import type { Config } from '../config.server.ts';

/** As long as the provider trusts a device after its last sign-in (DEVICE_TTL_MS). */
export const DEVICE_COOKIE_MAX_AGE = 180 * 24 * 3600;

const cookies = new Map<string, Cookie>();
function deviceCookie(config: Pick<Config, 'sessionSecret' | 'secureCookies'>): Cookie {
  const key = `${config.sessionSecret}:${config.secureCookies}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie('lab_device', {
      path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, secrets: [config.sessionSecret], maxAge: DEVICE_COOKIE_MAX_AGE,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The device token this browser holds, if its cookie is present and its signature good. */
export async function readDevice(request: Request, config: Pick<Config, 'sessionSecret' | 'secureCookies'>): Promise<string | undefined> {
  const value: unknown = await deviceCookie(config).parse(request.headers.get('cookie'));
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : undefined;
}

/** The Set-Cookie header that keeps `token` (renewed at every login). */
export function deviceSetCookie(token: string, config: Pick<Config, 'sessionSecret' | 'secureCookies'>): Promise<string> {
  return deviceCookie(config).serialize(token);
}
