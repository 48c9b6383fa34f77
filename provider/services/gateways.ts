/**
 * Which payment gateway the provider charges through, chosen by configuration
 * (PAYMENT_GATEWAY, provider/config.ts): the built-in sandbox (the default) or Authorize.Net.
 */
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import { type PaymentGateway, createSandboxGateway } from './gateway.ts';
import { createAuthorizeNetGateway } from './authorizenet.ts';

export type PaymentGatewayConfig =
  | { gateway: 'sandbox' }
  | { gateway: 'authorizenet'; apiLoginId: string; transactionKey: string; endpoint: string; timeoutMs: number };

export function createGateway(config: { payments: PaymentGatewayConfig }, db: DB, clock: Clock, log?: Logger): PaymentGateway {
  const p = config.payments;
  if (p.gateway === 'authorizenet') {
    return createAuthorizeNetGateway(db, { apiLoginId: p.apiLoginId, transactionKey: p.transactionKey, endpoint: p.endpoint, timeoutMs: p.timeoutMs, clock, log });
  }
  return createSandboxGateway(db, clock);
}
