import { randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';

/**
 * The one interface the provider uses to take money. The built-in sandbox accepts the
 * usual test card numbers; only a vault token, the brand, the last four digits and the
 * expiry leave it. No full card number, CVV or bank account number is kept or logged.
 */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER';

export interface VaultedMethod {
  vaultId: string;
  lastFour: string;
  brand?: CardBrand;
}

export interface PaymentGateway {
  vaultCard(card: { number: string; expiryMonth: number; expiryYear: number }): Promise<VaultedMethod>;
  vaultBankAccount(account: { routingNumber: string; accountNumber: string }): Promise<VaultedMethod>;
  charge(vaultId: string, amountCents: number, reference: string): Promise<{ ok: boolean; reference: string; message: string }>;
}

export class GatewayError extends Error {}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMERICAN_EXPRESS';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  return null;
}

/** ABA routing number checksum (3-7-1 weights). */
export function routingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

/** Test numbers the sandbox declines at charge time (the common gateways' "card declined"). */
const DECLINED = new Set(['4000000000000002', '4000000000009995']);

/**
 * The sandbox keeps its vault in the database (`sandbox_vault`, issue 14): a card vaulted
 * through one node is charged through another, and a restart forgets nothing. A row holds the
 * token and what a gateway would tell us about it (kind, last four digits, brand, whether it is
 * a test card that is declined), never the number. A token the vault has no row for (the demo
 * data's payment methods) is charged as an ordinary approved card.
 */
export function createSandboxGateway(db: DB): PaymentGateway {
  const keep = (vaultId: string, kind: 'card' | 'bank-account', lastFour: string, brand: CardBrand | null, declined: boolean) =>
    db.insertInto('sandbox_vault').values({ vaultId, kind, lastFour, brand, declined: declined ? 1 : 0, createdAt: new Date().toISOString() }).execute();
  return {
    async vaultCard(card) {
      const number = card.number.replace(/[\s-]/g, '');
      if (!luhnValid(number)) throw new GatewayError('The card number is not valid.');
      const brand = cardBrand(number);
      if (!brand) throw new GatewayError('This card brand is not accepted.');
      const vaultId = `sandbox_tok_${randomBytes(12).toString('hex')}`;
      await keep(vaultId, 'card', number.slice(-4), brand, DECLINED.has(number));
      return { vaultId, brand, lastFour: number.slice(-4) };
    },
    async vaultBankAccount(account) {
      if (!routingNumberValid(account.routingNumber)) throw new GatewayError('The routing number is not valid.');
      if (!/^\d{4,17}$/.test(account.accountNumber)) throw new GatewayError('The account number is not valid.');
      const vaultId = `sandbox_ach_${randomBytes(12).toString('hex')}`;
      await keep(vaultId, 'bank-account', account.accountNumber.slice(-4), null, false);
      return { vaultId, lastFour: account.accountNumber.slice(-4) };
    },
    async charge(vaultId, amountCents, reference) {
      if (amountCents <= 0) return { ok: false, reference, message: 'Nothing to charge.' };
      const row = await db.selectFrom('sandbox_vault').select('declined').where('vaultId', '=', vaultId).executeTakeFirst();
      if (row && Number(row.declined)) return { ok: false, reference, message: 'The card was declined.' };
      return { ok: true, reference: `sandbox_ch_${randomBytes(8).toString('hex')}`, message: 'Approved' };
    },
  };
}
