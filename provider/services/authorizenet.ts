/**
 * The Authorize.Net adapter of the PaymentGateway (the real processor beside the sandbox), over its JSON API
 * (one endpoint, one POST per request type, the answer a JSON document that starts with a UTF-8
 * byte-order mark).
 *
 * - Vaulting: the card (or eCheck account) is sent once, server-side, as a Customer Profile with
 *   one Customer Payment Profile (createCustomerProfileRequest, validationMode none, so a card is
 *   tested by its first charge, as with the sandbox). The vault id is `anet:<customerProfileId>:
 *   <customerPaymentProfileId>`; only it, the brand and the last four digits leave this module.
 * - Charging: createTransactionRequest, authCaptureTransaction on the profile, with the reference as
 *   refId and as order.invoiceNumber, and Authorize.Net's duplicateWindow.
 * - Exactly one charge per reference: a row of `gateway_charges` is inserted before the HTTP call
 *   (the claim, its primary key the reference). Of two processes charging the same reference, one
 *   inserts and sends the charge; the other waits for the row to carry the answer. A charge whose
 *   answer did not come (time-out, connection cut, unreadable answer) leaves the row `unknown`; the
 *   next charge with that reference first asks the processor (getTransactionListForCustomerRequest,
 *   by invoice number, then getTransactionDetailsRequest) and charges only when it finds nothing.
 *   If the lost charge reaches the processor after that look-up, the duplicate window (same
 *   invoice number, amount and payment profile) refuses the second one, and the look-up is made
 *   again.
 * - Settlement (ACH): getTransactionDetailsRequest: settledSuccessfully → settled; returnedItem →
 *   returned with the bank's return code (R01 …); voided, declined and other final states → returned
 *   with the state as the code; a state still pending throws, so the settlement job tries later.
 * - Removing: deleteCustomerPaymentProfileRequest, then the profile made for it
 *   (deleteCustomerProfileRequest); a record the processor no longer has counts as removed.
 *
 * Errors map as the sandbox's: declined → `declined`; insufficient funds (the decline's text names
 * them, or an eCheck R01) → `insufficient_funds`; an error answer → `invalid`. No card number, CVV
 * or account number is logged, stored or returned: the request bodies are never logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import { decimalAmount } from '../../contract/money.ts';
import { type ChargeResult, GatewayError, GatewayTimeoutError, type PaymentGateway, type SettlementResult, checkBankAccount, checkedCard } from './gateway.ts';
import * as ledger from '../repositories/gateway.ts';

/** Authorize.Net's sandbox (test accounts); production is https://api.authorize.net/xml/v1/request.api */
export const AUTHORIZENET_SANDBOX_ENDPOINT = 'https://apitest.authorize.net/xml/v1/request.api';

export interface AuthorizeNetOptions {
  apiLoginId: string;
  transactionKey: string;
  /** default: the sandbox endpoint */
  endpoint?: string;
  /** how long one request may take before it counts as a time-out (default 20 s) */
  timeoutMs?: number;
  /** Authorize.Net's duplicate window in seconds (default and maximum 28800, 8 hours) */
  duplicateWindowSeconds?: number;
  clock?: Clock;
  log?: Logger;
  /** how often a process waiting for another's charge of the same reference looks again (default 100 ms) */
  pollMs?: number;
}

type Messages = { resultCode?: string; message?: { code?: string; text?: string }[] | { code?: string; text?: string } };
type Answer = Record<string, any> & { messages?: Messages };
type Ids = { profileId: string; paymentId: string };
type Outcome = ChargeResult | { status: 'duplicate' };

const VAULT_ID = /^anet:(\d{1,20}):(\d{1,20})$/;
const parseVault = (vaultId: string): Ids | null => {
  const m = VAULT_ID.exec(vaultId);
  return m ? { profileId: m[1], paymentId: m[2] } : null;
};

/** Authorize.Net takes at most 20 characters as refId and invoice number: longer references are hashed. */
export const invoiceNumberOf = (reference: string) =>
  reference.length <= 20 && /^[\w.-]+$/.test(reference) ? reference : `r${createHash('sha256').update(reference).digest('hex').slice(0, 19)}`;

/** A JSON list that may come as an array, one object, or wrapped in an object by its element's name. */
function listOf(value: unknown, element: string): any[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && element in (value as object)) return listOf((value as Record<string, unknown>)[element], element);
  return [value];
}

const firstMessage = (a: Answer) => listOf(a.messages?.message, 'message')[0] as { code?: string; text?: string } | undefined;
const ok = (a: Answer) => a.messages?.resultCode === 'Ok';

/** The transaction states of an approved charge that has not settled yet. */
const PENDING = new Set([
  'authorizedPendingCapture', 'capturedPendingSettlement', 'pendingSettlement', 'pendingFinalSettlement', 'underReview', 'approvedReview',
  'FDSPendingReview', 'FDSAuthorizedPendingReview', 'updatingSettlement', 'authorizedPendingRelease',
]);
const NOT_SETTLED: Record<string, string> = {
  returnedItem: 'Returned by the bank.',
  voided: 'The debit was voided.',
  declined: 'The debit was declined.',
  expired: 'The authorization expired.',
  chargeback: 'The debit was charged back.',
  settlementError: 'The debit could not be settled.',
  generalError: 'The payment service reported an error.',
  communicationError: 'The payment service reported a communication error.',
  failedReview: 'The debit failed review.',
  couldNotVoid: 'The debit could not be voided.',
};

/** The sandbox's answers, word for word where a test or a person reads them. */
const DECLINED = { status: 'declined', code: 'declined', message: 'The card was declined.' } as const;
const INSUFFICIENT = { status: 'declined', code: 'insufficient_funds', message: 'Insufficient funds.' } as const;

/**
 * A transaction's outcome from its response code (1 approved, 2 declined, 3 error, 4 held for
 * review), its reason code and text: as createTransaction answers it, and as
 * getTransactionDetails tells it later.
 */
function outcomeOf(responseCode: unknown, reasonCode: unknown, text: unknown, transId: unknown): Outcome {
  const code = String(responseCode ?? '');
  const reason = String(reasonCode ?? '');
  const words = String(text ?? '');
  // 4, held for review: the processor took the charge and its review decides; it is answered as
  // approved (ACH stays PENDING until settlement says so anyway). See docs/decisions.md.
  if (code === '1' || code === '4') return { status: 'approved', chargeId: String(transId ?? ''), message: code === '4' ? 'Held for review' : 'Approved' };
  if (code === '3' && reason === '11') return { status: 'duplicate' };
  if (code === '2' || code === '3') {
    if (/insufficient funds|\bR01\b/i.test(words)) return { ...INSUFFICIENT };
    return code === '2' ? { ...DECLINED } : { status: 'declined', code: 'invalid', message: 'The payment could not be made.' };
  }
  return { status: 'declined', code: 'invalid', message: 'The payment could not be made.' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The HTTP side of the adapter: one POST per request type, and a refusal logged by its codes only. */
interface Api {
  request(type: string, body: Record<string, unknown>): Promise<Answer>;
  refused(type: string, answer: Answer, message: string): never;
  log?: Logger;
}

function authorizeNetApi(options: AuthorizeNetOptions, timeoutMs: number): Api {
  const endpoint = options.endpoint ?? AUTHORIZENET_SANDBOX_ENDPOINT;
  const log = options.log;
  const merchantAuthentication = { name: options.apiLoginId, transactionKey: options.transactionKey };

  /** One request. Throws GatewayTimeoutError past the time-out, GatewayError when no readable answer came. */
  async function request(type: string, body: Record<string, unknown>): Promise<Answer> {
    let status: number;
    let text: string;
    try {
      // Authorize.Net reads the JSON in its schema's element order: merchantAuthentication first.
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ [type]: { merchantAuthentication, ...body } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (e) {
      const name = (e as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        log?.warn('payment service time-out', { request: type, timeoutMs });
        throw new GatewayTimeoutError('The payment service did not answer in time.');
      }
      log?.error('payment service unreachable', { request: type, error: (e as Error).message });
      throw new GatewayError('The payment service could not be reached.');
    }
    if (status < 200 || status >= 300) {
      log?.error('payment service answered an HTTP error', { request: type, status });
      throw new GatewayError('The payment service could not be reached.');
    }
    try {
      return JSON.parse(text.replace(/^\uFEFF/, '')) as Answer;
    } catch {
      log?.error('payment service answer unreadable', { request: type, status });
      throw new GatewayError('The payment service answered something unreadable.');
    }
  }

  /** Logs a refusal by its codes only (never a request body) and throws it. */
  function refused(type: string, answer: Answer, message: string): never {
    const m = firstMessage(answer);
    log?.warn('payment service refused a request', { request: type, code: m?.code, text: m?.text });
    throw new GatewayError(message);
  }

  return { request, refused, log };
}

// ─── vaulting and removing ───────────────────────────────────────────────────────

async function createProfile(api: Api, paymentProfile: Record<string, unknown>): Promise<Ids> {
  // merchantCustomerId (at most 20 characters) is random: one profile per vaulted method, never a
  // duplicate of another (E00039), and nothing about the client in the processor's records.
  const answer = await api.request('createCustomerProfileRequest', {
    profile: { merchantCustomerId: `lab${randomBytes(8).toString('hex')}`, description: 'Laboratory portal payment method', paymentProfiles: paymentProfile },
    validationMode: 'none',
  });
  const paymentId = listOf(answer.customerPaymentProfileIdList, 'numericString')[0];
  if (!ok(answer) || !answer.customerProfileId || !paymentId) api.refused('createCustomerProfileRequest', answer, 'The payment service did not accept this payment method.');
  return { profileId: String(answer.customerProfileId), paymentId: String(paymentId) };
}

const vaultIdOf = (ids: Ids) => `anet:${ids.profileId}:${ids.paymentId}`;

async function vaultCard(api: Api, card: { number: string; expiryMonth: number; expiryYear: number }) {
  const { number, brand, lastFour } = checkedCard(card.number);
  const expirationDate = `${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}`;
  const ids = await createProfile(api, { payment: { creditCard: { cardNumber: number, expirationDate } } });
  return { vaultId: vaultIdOf(ids), brand, lastFour };
}

async function vaultBankAccount(api: Api, account: Parameters<PaymentGateway['vaultBankAccount']>[0]) {
  checkBankAccount(account);
  // BUSINESS → a corporate (CCD) debit of a business account; PERSONAL → PPD (contract/payments.ts ACH_CODES).
  const business = account.achType !== 'PERSONAL';
  const accountType = account.accountType === 'SAVINGS' ? 'savings' : business ? 'businessChecking' : 'checking';
  const nameOnAccount = (account.nameOnAccount?.trim() || 'Account holder').slice(0, 22);
  const ids = await createProfile(api, {
    customerType: business ? 'business' : 'individual',
    payment: { bankAccount: { accountType, routingNumber: account.routingNumber, accountNumber: account.accountNumber, nameOnAccount, echeckType: business ? 'CCD' : 'PPD' } },
  });
  return { vaultId: vaultIdOf(ids), lastFour: account.accountNumber.slice(-4) };
}

async function removeProfile(api: Api, vaultId: string): Promise<void> {
  const ids = parseVault(vaultId);
  if (!ids) return;
  const gone = (a: Answer) => ok(a) || firstMessage(a)?.code === 'E00040';
  const payment = await api.request('deleteCustomerPaymentProfileRequest', { customerProfileId: ids.profileId, customerPaymentProfileId: ids.paymentId });
  if (!gone(payment)) api.refused('deleteCustomerPaymentProfileRequest', payment, 'The payment service could not remove this payment method.');
  // The profile was made for this one method (vaultCard, vaultBankAccount): remove it too.
  const profile = await api.request('deleteCustomerProfileRequest', { customerProfileId: ids.profileId }).catch((e: Error) => ({ messages: { resultCode: 'Error', message: [{ code: 'none', text: e.message }] } }) as Answer);
  if (!gone(profile)) api.log?.warn('payment service kept an empty customer profile', { code: firstMessage(profile)?.code });
}

// ─── charging at the processor ───────────────────────────────────────────────────

/** Finds the charge of a reference at the processor (by its invoice number), or null. */
async function lookUp(api: Api, ids: Ids, invoiceNumber: string): Promise<ChargeResult | null> {
  const list = await api.request('getTransactionListForCustomerRequest', {
    customerProfileId: ids.profileId,
    customerPaymentProfileId: ids.paymentId,
    sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
    paging: { limit: 1000, offset: 1 },
  });
  if (!ok(list)) {
    // no such profile (any more): no charge can have been made on it
    if (firstMessage(list)?.code === 'E00040') return null;
    api.refused('getTransactionListForCustomerRequest', list, 'The payment service could not list the charges of this payment method.');
  }
  const found = listOf(list.transactions, 'transaction').find((t) => String(t?.invoiceNumber ?? '') === invoiceNumber);
  if (!found?.transId) return null;
  const details = await api.request('getTransactionDetailsRequest', { transId: String(found.transId) });
  const t = details.transaction;
  if (!ok(details) || !t) api.refused('getTransactionDetailsRequest', details, 'The payment service could not tell the charge of this reference.');
  const outcome = outcomeOf(t.responseCode, t.responseReasonCode, t.responseReasonDescription, t.transId);
  return outcome.status === 'duplicate' ? null : outcome;
}

async function createTransaction(api: Api, ids: Ids, amountCents: number, invoiceNumber: string, duplicateWindow: number): Promise<Outcome> {
  const answer = await api.request('createTransactionRequest', {
    refId: invoiceNumber,
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount: decimalAmount(amountCents),
      profile: { customerProfileId: ids.profileId, paymentProfile: { paymentProfileId: ids.paymentId } },
      order: { invoiceNumber, description: 'Laboratory invoices' },
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: String(duplicateWindow) }] },
    },
  });
  const tr = answer.transactionResponse;
  if (tr && tr.responseCode != null && String(tr.responseCode) !== '') {
    const error = listOf(tr.errors, 'error')[0] as { errorCode?: string; errorText?: string } | undefined;
    const outcome = outcomeOf(tr.responseCode, error?.errorCode, error?.errorText, tr.transId);
    if (outcome.status !== 'approved') api.log?.info('payment declined by the payment service', { responseCode: String(tr.responseCode), reasonCode: error?.errorCode, text: error?.errorText });
    return outcome;
  }
  // Refused before any transaction (an unknown profile, bad credentials, a malformed request): nothing was charged.
  const m = firstMessage(answer);
  api.log?.warn('payment service refused a charge', { code: m?.code, text: m?.text });
  return { status: 'declined', code: 'invalid', message: 'The payment could not be made.' };
}

/** A charge's answer as the ledger row records it. */
const answerOf = (row: { state: string; code: string | null; chargeId: string | null; message: string | null }): ChargeResult =>
  row.state === 'approved'
    ? { status: 'approved', chargeId: row.chargeId ?? undefined, message: row.message ?? 'Approved' }
    : row.code === 'insufficient_funds'
      ? { ...INSUFFICIENT }
      : row.code === 'invalid'
        ? { status: 'declined', code: 'invalid', message: row.message ?? 'The payment could not be made.' }
        : { ...DECLINED };

/** A final answer as the ledger row records it. */
const recordOf = (r: ChargeResult) => ({
  state: r.status,
  code: r.status === 'declined' ? (r.code ?? 'declined') : null,
  chargeId: r.chargeId ?? null,
  message: r.message,
  updatedAt: new Date().toISOString(),
});

/** What charging once needs: the processor, the ledger and the timings. */
interface Charging {
  api: Api;
  db: DB;
  clock: Clock;
  duplicateWindow: number;
  pollMs: number;
  /** a claim older than this (its process died or hung) may be taken over */
  leaseMs: number;
}

/**
 * Sends the charge of a reference this process has claimed (`claimedAt` is its claim), asking
 * the processor first when an earlier attempt's answer was lost; records the answer on the row.
 */
async function sendClaimed(k: Charging, reference: string, claimedAt: string, ids: Ids, amountCents: number, askFirst: boolean): Promise<ChargeResult> {
  const invoiceNumber = invoiceNumberOf(reference);
  try {
    let result: Outcome | null = askFirst ? await lookUp(k.api, ids, invoiceNumber) : null;
    if (askFirst && result) k.api.log?.info('payment found at the payment service after a lost answer', { reference });
    result ??= await createTransaction(k.api, ids, amountCents, invoiceNumber, k.duplicateWindow);
    if (result.status === 'duplicate') {
      // The processor has this charge already (an earlier attempt's answer was lost): tell its result.
      result = await lookUp(k.api, ids, invoiceNumber);
      if (!result) throw new GatewayError('The payment service refused the charge as a duplicate and could not show the first one.');
    }
    const final = result as ChargeResult;
    await ledger.answerClaimedCharge(k.db, reference, claimedAt, recordOf(final));
    return final;
  } catch (e) {
    // No answer, or not one we can trust: whether the processor took the charge is unknown. The
    // next attempt with this reference asks it first.
    await ledger.answerClaimedCharge(k.db, reference, claimedAt, { state: 'unknown', updatedAt: new Date().toISOString() });
    throw e;
  }
}

/** Charges a reference once: claims it and sends the charge, or waits for (or takes over) another process's claim. */
async function chargeOnce(k: Charging, vaultId: string, amountCents: number, reference: string): Promise<ChargeResult> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { status: 'declined', code: 'invalid', message: 'Nothing to charge.' };
  const ids = parseVault(vaultId);
  if (!ids) {
    k.api.log?.warn('payment method is not an Authorize.Net profile', { reference });
    return { status: 'declined', code: 'invalid', message: 'This payment method is not known to the payment service.' };
  }
  const started = Date.now();
  const now = new Date().toISOString();
  // The claim: one row per reference. Of two processes, one inserts and charges.
  const claimed = await ledger.claimGatewayCharge(k.db, {
    reference, gateway: 'authorizenet', vaultId, amount: amountCents, state: 'claimed', code: null, chargeId: null, message: null, claimedAt: now, createdAt: k.clock.now().toISOString(), updatedAt: now,
  });
  if (claimed) return sendClaimed(k, reference, now, ids, amountCents, false);

  for (;;) {
    const row = (await ledger.gatewayCharge(k.db, reference))!;
    if (row.state === 'approved' || row.state === 'declined') return answerOf(row);
    if (row.state === 'unknown' || Date.now() - Date.parse(row.claimedAt) > k.leaseMs) {
      // An earlier attempt's answer was lost (or its process died): one process takes the claim over.
      const at = new Date().toISOString();
      if (await ledger.takeOverGatewayCharge(k.db, row, at)) return sendClaimed(k, reference, at, parseVault(row.vaultId) ?? ids, row.amount, true);
      continue;
    }
    // Another process is charging this reference right now: wait for its answer.
    if (Date.now() - started > k.leaseMs) throw new GatewayTimeoutError('The payment service did not answer in time.');
    await sleep(k.pollMs);
  }
}

/** What a reference did, for a payment interrupted mid-call: the ledger's answer, else the processor's (recorded). */
async function lookupCharge(k: Charging, reference: string): Promise<ChargeResult | null> {
  const row = await ledger.gatewayCharge(k.db, reference);
  // never claimed here: never sent to the processor
  if (!row) return null;
  if (row.state === 'approved' || row.state === 'declined') return answerOf(row);
  // claimed by a process that stopped mid-call, or its answer lost: the processor tells
  const ids = parseVault(row.vaultId);
  const found = ids ? await lookUp(k.api, ids, invoiceNumberOf(reference)) : null;
  if (found) await ledger.answerCharge(k.db, reference, recordOf(found));
  return found;
}

/** Whether an ACH debit settled, from the transaction's state at the processor. */
async function settlementOf(k: Charging, reference: string): Promise<SettlementResult> {
  const row = await ledger.gatewayCharge(k.db, reference);
  if (!row || row.state !== 'approved' || !row.chargeId) return { settled: false, returnCode: 'R03', reason: 'No account/unable to locate account.' };
  const details = await k.api.request('getTransactionDetailsRequest', { transId: row.chargeId });
  const t = details.transaction;
  if (!ok(details) || !t) k.api.refused('getTransactionDetailsRequest', details, 'The payment service could not tell the settlement of this debit.');
  const status = String(t.transactionStatus ?? '');
  if (status === 'settledSuccessfully') return { settled: true };
  if (PENDING.has(status) || !status) throw new GatewayError(`The debit has not settled yet (${status || 'no state'}).`);
  const item = listOf(t.returnedItems, 'returnedItem')[0] as { code?: string; description?: string } | undefined;
  if (item?.code) return { settled: false, returnCode: String(item.code), reason: String(item.description ?? NOT_SETTLED.returnedItem) };
  return { settled: false, returnCode: status, reason: NOT_SETTLED[status] ?? `The debit was not settled (${status}).` };
}

export function createAuthorizeNetGateway(db: DB, options: AuthorizeNetOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const api = authorizeNetApi(options, timeoutMs);
  const k: Charging = {
    api,
    db,
    clock: options.clock ?? { now: () => new Date() },
    duplicateWindow: Math.min(28_800, Math.max(0, Math.round(options.duplicateWindowSeconds ?? 28_800))),
    pollMs: options.pollMs ?? 100,
    // longer than the three calls a charge makes at most
    leaseMs: timeoutMs * 4 + 1000,
  };
  return {
    vaultCard: (card) => vaultCard(api, card),
    vaultBankAccount: (account) => vaultBankAccount(api, account),
    charge: (vaultId, amountCents, reference) => chargeOnce(k, vaultId, amountCents, reference),
    lookup: (reference) => lookupCharge(k, reference),
    settle: (reference) => settlementOf(k, reference),
    remove: (vaultId) => removeProfile(api, vaultId),
  };
}
