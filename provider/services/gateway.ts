import { randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';

/**
 * The one interface the provider uses to take money. The built-in sandbox accepts the
 * usual test card numbers; only a vault token, the brand, the last four digits and the
 * expiry leave it. No full card number, CVV or bank account number is kept or logged.
 */
import { type CardBrand, cardBrand, luhnValid, routingNumberValid } from '../../contract/payment-rules.ts';

export { type CardBrand, cardBrand, luhnValid, routingNumberValid };

export interface VaultedMethod {
  vaultId: string;
  lastFour: string;
  brand?: CardBrand;
}

/**
 * What a charge answered. `approved`: the money is taken (a card) or the debit is accepted for
 * settlement (ACH: the provider keeps the order PENDING until `settle` says so). `declined`: nothing
 * was charged; `code` says why (declined, insufficient_funds, invalid).
 */
export interface ChargeResult {
  status: 'approved' | 'declined';
  code?: 'declined' | 'insufficient_funds' | 'invalid';
  /** the gateway's id of the charge (approved) */
  chargeId?: string;
  message: string;
}

/** The settlement of an ACH debit: settled, or returned by the bank with a return code and reason. */
export type SettlementResult = { settled: true } | { settled: false; returnCode: string; reason: string };

export interface PaymentGateway {
  vaultCard(card: { number: string; expiryMonth: number; expiryYear: number }): Promise<VaultedMethod>;
  /**
   * `accountType` (CHECKING, SAVINGS), `achType` (PERSONAL → PPD, BUSINESS → CCD) and the name on
   * the account are what a real processor needs for an eCheck debit; the sandbox ignores them.
   */
  vaultBankAccount(account: { routingNumber: string; accountNumber: string; accountType?: 'CHECKING' | 'SAVINGS'; achType?: 'PERSONAL' | 'BUSINESS'; nameOnAccount?: string }): Promise<VaultedMethod>;
  /**
   * Charges a vaulted method. `reference` is the idempotency key: the same reference charged again
   * (a retry after a time-out, a second process) answers the first charge's result and never
   * charges twice. Throws GatewayTimeoutError when the gateway did not answer in time.
   */
  charge(vaultId: string, amountCents: number, reference: string): Promise<ChargeResult>;
  /**
   * What the charge with this reference did, if there was one: the recovery of a payment that was
   * interrupted between its claim and its answer asks before anything else. null: never charged.
   */
  lookup(reference: string): Promise<ChargeResult | null>;
  /** The settlement of an approved ACH charge (by its reference). */
  settle(reference: string): Promise<SettlementResult>;
  /** Forgets a vaulted method (deleting a payment method). */
  remove(vaultId: string): Promise<void>;
}

export class GatewayError extends Error {}

/** What every gateway checks before it sends a card anywhere: the digits, Luhn, an accepted brand. */
export function checkedCard(typed: string): { number: string; brand: CardBrand; lastFour: string } {
  const number = typed.replace(/[\s-]/g, '');
  if (!luhnValid(number)) throw new GatewayError('The card number is not valid.');
  const brand = cardBrand(number);
  if (!brand) throw new GatewayError('This card brand is not accepted.');
  return { number, brand, lastFour: number.slice(-4) };
}

/** What every gateway checks before it sends a bank account anywhere: the ABA checksum, 4 to 17 digits. */
export function checkBankAccount(account: { routingNumber: string; accountNumber: string }): void {
  if (!routingNumberValid(account.routingNumber)) throw new GatewayError('The routing number is not valid.');
  if (!/^\d{4,17}$/.test(account.accountNumber)) throw new GatewayError('The account number is not valid.');
}
/** The gateway did not answer in time: the provider retries once with the same reference, then reports it. */
export class GatewayTimeoutError extends GatewayError {}

/**
 * The sandbox's test numbers (README "Paying in the demo"). Any other valid card is approved; any
 * other valid account settles.
 */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  timeout: '4000000000000119',
} as const;
export const SANDBOX_ACH = {
  routingNumber: '011000015',
  approved: '000123456789',
  /** settles as returned: R01 insufficient funds */
  returned: '000999999991',
} as const;

type Outcome = 'approve' | 'decline' | 'insufficient' | 'timeout' | 'ach-return';
const CARD_OUTCOMES: Record<string, Outcome> = {
  [SANDBOX_CARDS.declined]: 'decline',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient',
  [SANDBOX_CARDS.timeout]: 'timeout',
};

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * The sandbox keeps its vault in the database (`sandbox_vault`): a card vaulted
 * through one node is charged through another, and a restart forgets nothing. A row holds the
 * token and what a gateway would tell us about it (kind, last four digits, brand, and what a
 * charge of it does: the outcome of a test number), never the number. A token the vault has no
 * row for (the demo data's payment methods) is charged as an ordinary approved method.
 *
 * Charges are kept in `sandbox_charges`, one row per reference (the primary key): the same
 * reference charged twice, from two processes at once, answers the one recorded result.
 */
export function createSandboxGateway(db: DB, clock: { now(): Date } = { now: () => new Date() }): PaymentGateway {
  const keep = (vaultId: string, kind: 'card' | 'bank-account', lastFour: string, brand: CardBrand | null, outcome: Outcome) =>
    db.insertInto('sandbox_vault').values({ vaultId, kind, lastFour, brand, declined: outcome === 'approve' ? 0 : 1, outcome, createdAt: clock.now().toISOString() }).execute();
  const recorded = (reference: string) => db.selectFrom('sandbox_charges').selectAll().where('reference', '=', reference).executeTakeFirst();
  const answer = (row: { outcome: string; chargeId: string | null }): ChargeResult =>
    row.outcome === 'approve' || row.outcome === 'ach-return'
      ? { status: 'approved', chargeId: row.chargeId ?? undefined, message: 'Approved' }
      : row.outcome === 'insufficient'
        ? { status: 'declined', code: 'insufficient_funds', message: 'Insufficient funds.' }
        : { status: 'declined', code: 'declined', message: 'The card was declined.' };
  return {
    async vaultCard(card) {
      const { number, brand, lastFour } = checkedCard(card.number);
      const vaultId = token('sandbox_tok_');
      await keep(vaultId, 'card', lastFour, brand, CARD_OUTCOMES[number] ?? 'approve');
      return { vaultId, brand, lastFour };
    },
    async vaultBankAccount(account) {
      checkBankAccount(account);
      const vaultId = token('sandbox_ach_');
      await keep(vaultId, 'bank-account', account.accountNumber.slice(-4), null, account.accountNumber === SANDBOX_ACH.returned ? 'ach-return' : 'approve');
      return { vaultId, lastFour: account.accountNumber.slice(-4) };
    },
    async charge(vaultId, amountCents, reference) {
      if (amountCents <= 0) return { status: 'declined', code: 'invalid', message: 'Nothing to charge.' };
      const before = await recorded(reference);
      if (before) return answer(before);
      const row = await db.selectFrom('sandbox_vault').select('outcome').where('vaultId', '=', vaultId).executeTakeFirst();
      const outcome = (row?.outcome ?? 'approve') as Outcome;
      // The time-out number never reaches the ledger: the gateway "did not answer" and took nothing.
      if (outcome === 'timeout') throw new GatewayTimeoutError('The payment service did not answer in time.');
      const chargeId = outcome === 'approve' || outcome === 'ach-return' ? token('sandbox_ch_') : null;
      // One row per reference: of two processes charging at once, one inserts, the other reads it.
      const inserted = await db
        .insertInto('sandbox_charges')
        .values({ reference, vaultId, amount: amountCents, outcome, chargeId, createdAt: clock.now().toISOString() })
        .onConflict((oc) => oc.column('reference').doNothing())
        .executeTakeFirst();
      if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return answer((await recorded(reference))!);
      return answer({ outcome, chargeId });
    },
    async lookup(reference) {
      const row = await recorded(reference);
      return row ? answer(row) : null;
    },
    async settle(reference) {
      const row = await recorded(reference);
      if (!row) return { settled: false, returnCode: 'R03', reason: 'No account/unable to locate account.' };
      if (row.outcome === 'ach-return') return { settled: false, returnCode: 'R01', reason: 'Insufficient funds.' };
      return { settled: true };
    },
    async remove(vaultId) {
      await db.deleteFrom('sandbox_vault').where('vaultId', '=', vaultId).execute();
    },
  };
}
