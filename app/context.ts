/**
 * What the server hands every loader and action through React Router's context:
 * the provider client, configuration, the per-request CSP nonce and a logger.
 * `entry.server.tsx` re-exports the context key so server.ts uses the bundle's own key.
 */
import { createContext } from 'react-router';
import type { Config } from './config.server.ts';
import type { Logger } from '../provider/services/log.ts';
import type { Clock } from '../provider/services/clock.ts';

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
   * The one clock of the process (issue 13), the provider's own: session time limits, the page
   * cache, the courier cut-off and the labs' open state all read it, so tests can move time.
   */
  clock: Clock;
}

export const servicesContext = createContext<AppServices>();
