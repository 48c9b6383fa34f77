/**
 * What the server hands every loader and action through React Router's context:
 * the provider client, configuration, the per-request CSP nonce and a logger.
 * `entry.server.tsx` re-exports the context key so server.ts uses the bundle's own key.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { Config } from './config.server.ts';
import type { Logger } from '../lib/log.ts';
import type { Clock } from '../lib/clock.ts';

/** Calls the provider: in-process by default, over HTTP when PROVIDER_URL is set. */
export type ProviderFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface AppServices {
  provider: ProviderFetch;
  config: Config;
  log: Logger;
  nonce: string;
  /** the caller's address, as the server determined it */
  clientAddress: string;
  /**
   * Whether the browser asked for the page's data (`/path.data`, a client-side navigation) and not
   * the document. React Router takes `.data` off the URL its middleware and loaders see, so only
   * the server, which saw the request as it came, can tell.
   */
  dataRequest: boolean;
  /**
   * The one clock of the process, the provider's own: session time limits, the page
   * cache, the courier cut-off and the labs' open state all read it, so tests can move time.
   */
  clock: Clock;
}

export const servicesContext = createContext<AppServices>();

/** `AppServices.dataRequest` from the URL as the server received it (`/path.data`, `/_root.data`). */
export const isDataRequest = (url: string): boolean => new URL(url).pathname.endsWith('.data');

/** The services of this request (what server.ts's getLoadContext put in the context). */
export const servicesOf = (context: Readonly<RouterContextProvider>): AppServices => context.get(servicesContext);

/**
 * The process's one clock (the provider's own, a fixed clock in tests): what a loader or action
 * reads for "now" instead of `new Date()`, e.g. `clockOf(context).now()`.
 */
export const clockOf = (context: Readonly<RouterContextProvider>): Clock => context.get(servicesContext).clock;

/**
 * The notification bodies of this request's page, by id: the root loader sends the
 * browser only each notification's head, and entry.server.tsx renders the bodies from here.
 */
export const notificationBodiesContext = createContext<ReadonlyMap<number, string>>(new Map());
