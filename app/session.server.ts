/**
 * The cookie session (HttpOnly, SameSite=Lax, Secure in production, signed), loaded once per
 * request by the root middleware and committed once on the way out. Loaders and actions change
 * the session object from context; they never commit it themselves.
 */
import { createContext, createCookieSessionStorage, type Session, type SessionStorage } from 'react-router';
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
}
export interface SessionFlashData {
  flash: Flash[];
}

export type AppSession = Session<SessionData, SessionFlashData>;

export interface SessionState {
  session: AppSession;
  /** set by logout: the response clears the cookie */
  destroy: boolean;
}

export const sessionContext = createContext<SessionState>();

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();
export function sessionStorage(config: Pick<Config, 'sessionSecret' | 'secureCookies' | 'sessionTtlMs'>) {
  const key = `${config.sessionSecret}:${config.secureCookies}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: {
        name: '__session',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: config.secureCookies,
        secrets: [config.sessionSecret],
        maxAge: Math.floor(config.sessionTtlMs / 1000),
      },
    });
    storages.set(key, storage);
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
