/**
 * The Authorize.Net adapter of the PaymentGateway (a real processor), over its JSON API
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
import { type ChargeResult, GatewayError, GatewayTimeoutError, type PaymentGateway, type SettlementResult, checkBankAccount, checkedCard } from './gateway.ts';

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

export function createAuthorizeNetGateway(db: DB, options: AuthorizeNetOptions): PaymentGateway {
  const endpoint = options.endpoint ?? AUTHORIZENET_SANDBOX_ENDPOINT;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const duplicateWindow = Math.min(28_800, Math.max(0, Math.round(options.duplicateWindowSeconds ?? 28_800)));
  const clock = options.clock ?? { now: () => new Date() };
  const log = options.log;
  const pollMs = options.pollMs ?? 100;
  /** A claim older than this (its process died or hung) may be taken over: longer than the three calls a charge makes at most. */
  const leaseMs = timeoutMs * 4 + 1000;
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

  async function createProfile(paymentProfile: Record<string, unknown>): Promise<Ids> {
    // merchantCustomerId (at most 20 characters) is random: one profile per vaulted method, never a
    // duplicate of another (E00039), and nothing about the client in the processor's records.
    const answer = await request('createCustomerProfileRequest', {
      profile: { merchantCustomerId: `lab${randomBytes(8).toString('hex')}`, description: 'Laboratory portal payment method', paymentProfiles: paymentProfile },
      validationMode: 'none',
    });
    const paymentId = listOf(answer.customerPaymentProfileIdList, 'numericString')[0];
    if (!ok(answer) || !answer.customerProfileId || !paymentId) refused('createCustomerProfileRequest', answer, 'The payment service did not accept this payment method.');
    return { profileId: String(answer.customerProfileId), paymentId: String(paymentId) };
  }

  const recorded = (reference: string) => db.selectFrom('gateway_charges').selectAll().where('reference', '=', reference).executeTakeFirst();
  const answerOf = (row: { state: string; code: string | null; chargeId: string | null; message: string | null }): ChargeResult =>
    row.state === 'approved'
      ? { status: 'approved', chargeId: row.chargeId ?? undefined, message: row.message ?? 'Approved' }
      : row.code === 'insufficient_funds'
        ? { ...INSUFFICIENT }
        : row.code === 'invalid'
          ? { status: 'declined', code: 'invalid', message: row.message ?? 'The payment could not be made.' }
          : { ...DECLINED };

  /** Finds the charge of a reference at the processor (by its invoice number), or null. */
  async function lookUp(ids: Ids, invoiceNumber: string): Promise<ChargeResult | null> {
    const list = await request('getTransactionListForCustomerRequest', {
      customerProfileId: ids.profileId,
      customerPaymentProfileId: ids.paymentId,
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: 1000, offset: 1 },
    });
    if (!ok(list)) {
      // no such profile (any more): no charge can have been made on it
      if (firstMessage(list)?.code === 'E00040') return null;
      refused('getTransactionListForCustomerRequest', list, 'The payment service could not list the charges of this payment method.');
    }
    const found = listOf(list.transactions, 'transaction').find((t) => String(t?.invoiceNumber ?? '') === invoiceNumber);
    if (!found?.transId) return null;
    const details = await request('getTransactionDetailsRequest', { transId: String(found.transId) });
    const t = details.transaction;
    if (!ok(details) || !t) refused('getTransactionDetailsRequest', details, 'The payment service could not tell the charge of this reference.');
    const outcome = outcomeOf(t.responseCode, t.responseReasonCode, t.responseReasonDescription, t.transId);
    return outcome.status === 'duplicate' ? null : outcome;
  }

  async function createTransaction(ids: Ids, amountCents: number, invoiceNumber: string): Promise<Outcome> {
    const answer = await request('createTransactionRequest', {
      refId: invoiceNumber,
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: (amountCents / 100).toFixed(2),
        profile: { customerProfileId: ids.profileId, paymentProfile: { paymentProfileId: ids.paymentId } },
        order: { invoiceNumber, description: 'Laboratory invoices' },
        transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: String(duplicateWindow) }] },
      },
    });
    const tr = answer.transactionResponse;
    if (tr && tr.responseCode != null && String(tr.responseCode) !== '') {
      const error = listOf(tr.errors, 'error')[0] as { errorCode?: string; errorText?: string } | undefined;
      const outcome = outcomeOf(tr.responseCode, error?.errorCode, error?.errorText, tr.transId);
      if (outcome.status !== 'approved') log?.info('payment declined by the payment service', { responseCode: String(tr.responseCode), reasonCode: error?.errorCode, text: error?.errorText });
      return outcome;
    }
    // Refused before any transaction (an unknown profile, bad credentials, a malformed request): nothing was charged.
    const m = firstMessage(answer);
    log?.warn('payment service refused a charge', { code: m?.code, text: m?.text });
    return { status: 'declined', code: 'invalid', message: 'The payment could not be made.' };
  }

  /**
   * Sends the charge of a reference this process has claimed (`claimedAt` is its claim), asking
   * the processor first when an earlier attempt's answer was lost; records the answer on the row.
   */
  async function charged(reference: string, claimedAt: string, ids: Ids, amountCents: number, askFirst: boolean): Promise<ChargeResult> {
    const invoiceNumber = invoiceNumberOf(reference);
    const ours = () => db.updateTable('gateway_charges').where('reference', '=', reference).where('state', '=', 'claimed').where('claimedAt', '=', claimedAt);
    try {
      let result: Outcome | null = askFirst ? await lookUp(ids, invoiceNumber) : null;
      if (askFirst && result) log?.info('payment found at the payment service after a lost answer', { reference });
      result ??= await createTransaction(ids, amountCents, invoiceNumber);
      if (result.status === 'duplicate') {
        // The processor has this charge already (an earlier attempt's answer was lost): tell its result.
        result = await lookUp(ids, invoiceNumber);
        if (!result) throw new GatewayError('The payment service refused the charge as a duplicate and could not show the first one.');
      }
      const final = result as ChargeResult;
      await ours()
        .set({
          state: final.status,
          code: final.status === 'declined' ? (final.code ?? 'declined') : null,
          chargeId: final.chargeId ?? null,
          message: final.message,
          updatedAt: new Date().toISOString(),
        })
        .execute();
      return final;
    } catch (e) {
      // No answer, or not one we can trust: whether the processor took the charge is unknown. The
      // next attempt with this reference asks it first.
      await ours().set({ state: 'unknown', updatedAt: new Date().toISOString() }).execute();
      throw e;
    }
  }

  return {
    async vaultCard(card) {
      const { number, brand, lastFour } = checkedCard(card.number);
      const expirationDate = `${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}`;
      const ids = await createProfile({ payment: { creditCard: { cardNumber: number, expirationDate } } });
      return { vaultId: `anet:${ids.profileId}:${ids.paymentId}`, brand, lastFour };
    },

    async vaultBankAccount(account) {
      checkBankAccount(account);
      // BUSINESS → a corporate (CCD) debit of a business account; PERSONAL → PPD (contract/payments.ts ACH_CODES).
      const business = account.achType !== 'PERSONAL';
      const accountType = account.accountType === 'SAVINGS' ? 'savings' : business ? 'businessChecking' : 'checking';
      const nameOnAccount = (account.nameOnAccount?.trim() || 'Account holder').slice(0, 22);
      const ids = await createProfile({
        customerType: business ? 'business' : 'individual',
        payment: { bankAccount: { accountType, routingNumber: account.routingNumber, accountNumber: account.accountNumber, nameOnAccount, echeckType: business ? 'CCD' : 'PPD' } },
      });
      return { vaultId: `anet:${ids.profileId}:${ids.paymentId}`, lastFour: account.accountNumber.slice(-4) };
    },

    async charge(vaultId, amountCents, reference) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) return { status: 'declined', code: 'invalid', message: 'Nothing to charge.' };
      const ids = parseVault(vaultId);
      if (!ids) {
        log?.warn('payment method is not an Authorize.Net profile', { reference });
        return { status: 'declined', code: 'invalid', message: 'This payment method is not known to the payment service.' };
      }
      const started = Date.now();
      const now = new Date().toISOString();
      // The claim: one row per reference. Of two processes, one inserts and charges.
      const inserted = await db
        .insertInto('gateway_charges')
        .values({ reference, gateway: 'authorizenet', vaultId, amount: amountCents, state: 'claimed', code: null, chargeId: null, message: null, claimedAt: now, createdAt: clock.now().toISOString(), updatedAt: now })
        .onConflict((oc) => oc.column('reference').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0)) return charged(reference, now, ids, amountCents, false);

      for (;;) {
        const row = (await recorded(reference))!;
        if (row.state === 'approved' || row.state === 'declined') return answerOf(row);
        if (row.state === 'unknown' || Date.now() - Date.parse(row.claimedAt) > leaseMs) {
          // An earlier attempt's answer was lost (or its process died): one process takes the claim over.
          const at = new Date().toISOString();
          const took = await db
            .updateTable('gateway_charges')
            .set({ state: 'claimed', claimedAt: at, updatedAt: at })
            .where('reference', '=', reference)
            .where('state', '=', row.state)
            .where('claimedAt', '=', row.claimedAt)
            .executeTakeFirst();
          const recordedIds = parseVault(row.vaultId) ?? ids;
          if (Number(took.numUpdatedRows) === 1) return charged(reference, at, recordedIds, row.amount, true);
          continue;
        }
        // Another process is charging this reference right now: wait for its answer.
        if (Date.now() - started > leaseMs) throw new GatewayTimeoutError('The payment service did not answer in time.');
        await sleep(pollMs);
      }
    },

    async lookup(reference) {
      const row = await recorded(reference);
      // never claimed here: never sent to the processor
      if (!row) return null;
      if (row.state === 'approved' || row.state === 'declined') return answerOf(row);
      // claimed by a process that stopped mid-call, or its answer lost: the processor tells
      const ids = parseVault(row.vaultId);
      const found = ids ? await lookUp(ids, invoiceNumberOf(reference)) : null;
      if (found) {
        await db
          .updateTable('gateway_charges')
          .set({ state: found.status, code: found.status === 'declined' ? (found.code ?? 'declined') : null, chargeId: found.chargeId ?? null, message: found.message, updatedAt: new Date().toISOString() })
          .where('reference', '=', reference)
          .execute();
      }
      return found;
    },

    async settle(reference) {
      const row = await recorded(reference);
      if (!row || row.state !== 'approved' || !row.chargeId) return { settled: false, returnCode: 'R03', reason: 'No account/unable to locate account.' };
      const details = await request('getTransactionDetailsRequest', { transId: row.chargeId });
      const t = details.transaction;
      if (!ok(details) || !t) refused('getTransactionDetailsRequest', details, 'The payment service could not tell the settlement of this debit.');
      const status = String(t.transactionStatus ?? '');
      if (status === 'settledSuccessfully') return { settled: true } satisfies SettlementResult;
      if (PENDING.has(status) || !status) throw new GatewayError(`The debit has not settled yet (${status || 'no state'}).`);
      const item = listOf(t.returnedItems, 'returnedItem')[0] as { code?: string; description?: string } | undefined;
      if (item?.code) return { settled: false, returnCode: String(item.code), reason: String(item.description ?? NOT_SETTLED.returnedItem) };
      return { settled: false, returnCode: status, reason: NOT_SETTLED[status] ?? `The debit was not settled (${status}).` };
    },

    async remove(vaultId) {
      const ids = parseVault(vaultId);
      if (!ids) return;
      const gone = (a: Answer) => ok(a) || firstMessage(a)?.code === 'E00040';
      const payment = await request('deleteCustomerPaymentProfileRequest', { customerProfileId: ids.profileId, customerPaymentProfileId: ids.paymentId });
      if (!gone(payment)) refused('deleteCustomerPaymentProfileRequest', payment, 'The payment service could not remove this payment method.');
      // The profile was made for this one method (vaultCard, vaultBankAccount): remove it too.
      const profile = await request('deleteCustomerProfileRequest', { customerProfileId: ids.profileId }).catch((e: Error) => ({ messages: { resultCode: 'Error', message: [{ code: 'none', text: e.message }] } }) as Answer);
      if (!gone(profile)) log?.warn('payment service kept an empty customer profile', { code: firstMessage(profile)?.code });
    },
  };
}
