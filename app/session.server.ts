/**
 * The cookie session (HttpOnly, SameSite=Lax, Secure in production), loaded once per request by
 * the root middleware and committed once on the way out. Loaders and actions change the session
 * object from context; they never commit it themselves.
 *
 * The cookie is sealed, not only signed: its JSON is encrypted with AES-256-GCM
 * under a key derived from SESSION_SECRET by HKDF, so the bearer token inside cannot be read, and
 * a cookie that was changed, made with another secret or in the old signed format opens to no
 * session at all. Nothing is kept on the server: several web nodes can share one provider.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createContext, createSession, type Session, type SessionStorage } from 'react-router';
import type { Config } from './config.server.ts';

export interface SessionUser {
  id: number;
  pid: string;
  email: string;
  firstname: string;
  lastname: string;
  administrator: boolean;
  godmode: boolean;
}

export interface Flash {
  kind: 'success' | 'error' | 'warning' | 'info';
  /** an i18n key (or the server's own message when `raw` is set) */
  message: string;
  values?: Record<string, string | number>;
  raw?: boolean;
  /** optional link shown with the message (e.g. the contact page on a credit-hold warning) */
  link?: { to: string; label: string };
}

export interface SessionData {
  token: string;
  user: SessionUser;
  activeClientId: number;
  /** notifications a signed-out visitor dismissed (signed-in users acknowledge them at the provider) */
  dismissedNotifications: number[];
  /** the id of this visitor's positive-pay batch (the batch itself lives on the server: app/models/positive-pay.server.ts) */
  positivePayBatchId: string;
  /**
   * The invoices ticked for payment ("kept per client on the device"), for one client:
   * a selection of another client counts as empty; cleared after a successful payment.
   */
  paymentSelection: { clientId: number; lines: { n: string; c: number; b: number | null; f: 0 | 1 }[] };
  /**
   * Two-factor sign-in's second step: the provider's single-use ticket (5 minutes) after a
   * correct password, and where to go once signed in. Sealed in the cookie like the token.
   */
  twoFactor: { ticket: string; redirectTo: string | null };
  /** when this sign-in began (ms since the epoch): the absolute limit, SESSION_TTL_HOURS, counts from here */
  issuedAt: number;
  /** the last request of the user (ms, kept to the minute): the idle limit, SESSION_IDLE_MINUTES, counts from here */
  seenAt: number;
}
export interface SessionFlashData {
  flash: Flash[];
}

export type AppSession = Session<SessionData, SessionFlashData>;

export interface SessionState {
  session: AppSession;
  /** set by logout: the response clears the cookie */
  destroy: boolean;
  /** the page this request is for (path and query): where to come back after signing in again */
  returnTo?: string;
}

export const sessionContext = createContext<SessionState>();

export const SESSION_COOKIE = '__session';
const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type SessionConfig = Pick<Config, 'sessionSecret' | 'secureCookies' | 'sessionTtlMs'>;

const keys = new Map<string, Buffer>();
/** The cookie key: HKDF-SHA256 of SESSION_SECRET, for this one purpose (the CSRF cookie keeps its own signature). */
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'vinlab-portal', 'session cookie aes-256-gcm v1', 32));
    keys.set(secret, key);
  }
  return key;
}

/** Encrypts the session's data into a cookie value: `v1.` + base64url(iv ‖ ciphertext ‖ tag). */
export function sealSession(secret: string, data: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(SESSION_COOKIE));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The data of a sealed cookie value, or null when it does not open (tampered, another key, old format). */
export function openSession(secret: string, value: string | undefined | null): Record<string, unknown> | null {
  if (!value || !value.startsWith(`${SEAL_VERSION}.`)) return null;
  const raw = Buffer.from(value.slice(SEAL_VERSION.length + 1), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(SESSION_COOKIE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();
export function sessionStorage(config: SessionConfig): SessionStorage<SessionData, SessionFlashData> {
  const cacheKey = `${config.sessionSecret}:${config.secureCookies}:${config.sessionTtlMs}`;
  let storage = storages.get(cacheKey);
  if (!storage) {
    const maxAge = Math.floor(config.sessionTtlMs / 1000);
    const attributes = (age: number) =>
      ['Path=/', `Max-Age=${age}`, `Expires=${new Date(Date.now() + age * 1000).toUTCString()}`, 'HttpOnly', 'SameSite=Lax', ...(config.secureCookies ? ['Secure'] : [])].join('; ');
    storage = {
      async getSession(cookieHeader) {
        const data = openSession(config.sessionSecret, cookieValue(cookieHeader, SESSION_COOKIE));
        return createSession<SessionData, SessionFlashData>((data ?? {}) as unknown as SessionData);
      },
      async commitSession(session) {
        return `${SESSION_COOKIE}=${sealSession(config.sessionSecret, session.data)}; ${attributes(maxAge)}`;
      },
      async destroySession() {
        return `${SESSION_COOKIE}=; ${attributes(0).replace(/Expires=[^;]+/, 'Expires=Thu, 01 Jan 1970 00:00:00 GMT')}`;
      },
    };
    storages.set(cacheKey, storage);
  }
  return storage;
}

/** Queues a flash message for the next page the user sees. */
export function flash(session: AppSession, message: Flash): void {
  // Reading a flash key consumes it, so keep what is already queued.
  // At most the newest four: the session is a cookie and must stay well under 4 KB.
  const queued = (session.get('flash') as Flash[] | undefined) ?? [];
  session.flash('flash', [...queued, message].slice(-4));
}
