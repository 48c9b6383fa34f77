/**
 * A local stand-in of Authorize.Net's JSON API (one POST endpoint) for the tests: node:http on
 * 127.0.0.1, in-memory customer profiles and transactions, only the request types the adapter
 * (provider/services/authorizenet.ts) sends. Every answer starts with a UTF-8 byte-order mark, as
 * the real one's does.
 *
 * Its test numbers follow the sandbox gateway's (provider/services/gateway.ts), plus one:
 * - card 4000000000000002 declined; 4000000000009995 declined for insufficient funds;
 * - card 4000000000000119 never answers and charges nothing (the time-out);
 * - card 4000000000000218 charges, then answers only after `lateAnswerMs` (the answer is lost to a
 *   client that gave up sooner: the charge happened);
 * - ACH account 000999999991 is accepted, then settles as returned (R01 insufficient funds);
 * - any other valid card or account is approved and settles at once.
 * With duplicateWindow set, a second charge of the same payment profile, invoice number and amount
 * in the window is refused as a duplicate (reason code 11), as Authorize.Net does.
 *
 * `charges(invoiceNumber)` counts the charge requests that made a transaction, so a test can
 * assert exactly one charge per reference; `chargeRequests` counts every charge request.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const STANDIN_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  timeout: '4000000000000119',
  lateAnswer: '4000000000000218',
} as const;
export const STANDIN_ACH = { routingNumber: '011000015', approved: '000123456789', returned: '000999999991' } as const;

type Outcome = 'approve' | 'decline' | 'insufficient' | 'timeout' | 'late' | 'ach-return';
interface PaymentProfile {
  id: string;
  kind: 'card' | 'bank-account';
  lastFour: string;
  cardType?: string;
  outcome: Outcome;
  nameOnAccount?: string;
  echeckType?: string;
}
interface Profile {
  id: string;
  merchantCustomerId: string;
  payments: Map<string, PaymentProfile>;
}
export interface StandInTransaction {
  transId: string;
  profileId: string;
  paymentProfileId: string;
  invoiceNumber: string;
  refId: string;
  amount: number;
  responseCode: '1' | '2';
  reasonCode: string;
  reasonText: string;
  status: string;
  submitTimeUTC: string;
  /** the masked account as the processor reports it: XXXX and the last four, the card type or eCheck */
  account: { accountNumber: string; accountType: string };
  returned?: { code: string; description: string };
}

const OUTCOMES: Record<string, Outcome> = {
  [STANDIN_CARDS.declined]: 'decline',
  [STANDIN_CARDS.insufficientFunds]: 'insufficient',
  [STANDIN_CARDS.timeout]: 'timeout',
  [STANDIN_CARDS.lateAnswer]: 'late',
};

const messages = (resultCode: 'Ok' | 'Error', code: string, text: string) => ({ messages: { resultCode, message: [{ code, text }] } });
const error = (code: string, text: string) => messages('Error', code, text);
const OK = () => messages('Ok', 'I00001', 'Successful.');

export interface StandIn {
  url: string;
  apiLoginId: string;
  transactionKey: string;
  /** transactions made, by invoice number (or all) */
  charges(invoiceNumber?: string): StandInTransaction[];
  /** every createTransactionRequest received, by invoice number (or all) */
  chargeRequests(invoiceNumber?: string): number;
  /** the request types received, in order */
  requestTypes: string[];
  /** every request body as received (a vaulting request carries the numbers: the processor is the one place they go) */
  rawRequests: { type: string; body: string }[];
  profiles(): { id: string; payments: PaymentProfile[] }[];
  /** sets a transaction's state (e.g. capturedPendingSettlement, voided) */
  setStatus(transId: string, status: string): void;
  close(): Promise<void>;
}

export async function startAuthorizeNetStandIn(opts: { apiLoginId?: string; transactionKey?: string; lateAnswerMs?: number } = {}): Promise<StandIn> {
  const apiLoginId = opts.apiLoginId ?? 'standin-login';
  const transactionKey = opts.transactionKey ?? 'standin-transaction-key';
  const lateAnswerMs = opts.lateAnswerMs ?? 3000;
  const profiles = new Map<string, Profile>();
  const transactions: StandInTransaction[] = [];
  const chargeRequests: string[] = [];
  const requestTypes: string[] = [];
  const rawRequests: { type: string; body: string }[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 500_000;
  const id = () => String(++nextId);

  function createProfile(r: any) {
    const p = r.profile ?? {};
    const pp = Array.isArray(p.paymentProfiles) ? p.paymentProfiles[0] : p.paymentProfiles;
    if (!p.merchantCustomerId && !p.description && !p.email) return error('E00041', 'One or more fields in the profile must contain a value.');
    if ([...profiles.values()].some((x) => x.merchantCustomerId && x.merchantCustomerId === p.merchantCustomerId)) {
      return error('E00039', 'A duplicate record with ID 1 already exists.');
    }
    const card = pp?.payment?.creditCard;
    const bank = pp?.payment?.bankAccount;
    let payment: Omit<PaymentProfile, 'id'>;
    if (card) {
      const number = String(card.cardNumber ?? '');
      if (!/^\d{13,16}$/.test(number)) return error('E00003', 'The field length is invalid for Card Number.');
      if (!/^\d{4}-\d{2}$/.test(String(card.expirationDate ?? ''))) return error('E00003', 'Credit card expiration date is invalid.');
      payment = { kind: 'card', lastFour: number.slice(-4), cardType: number.startsWith('4') ? 'Visa' : 'MasterCard', outcome: OUTCOMES[number] ?? 'approve' };
    } else if (bank) {
      const routing = String(bank.routingNumber ?? '');
      const account = String(bank.accountNumber ?? '');
      if (!/^\d{9}$/.test(routing)) return error('E00003', 'The field length is invalid for Routing Number.');
      if (!/^\d{4,17}$/.test(account)) return error('E00003', 'The field length is invalid for Account Number.');
      if (!['checking', 'savings', 'businessChecking'].includes(bank.accountType)) return error('E00003', 'The accountType field is invalid.');
      if (!['PPD', 'CCD', 'WEB', 'TEL'].includes(bank.echeckType)) return error('E00003', 'The echeckType field is invalid.');
      if (!bank.nameOnAccount || String(bank.nameOnAccount).length > 22) return error('E00003', 'The field length is invalid for Name on Account.');
      payment = { kind: 'bank-account', lastFour: account.slice(-4), outcome: account === STANDIN_ACH.returned ? 'ach-return' : 'approve', nameOnAccount: bank.nameOnAccount, echeckType: bank.echeckType };
    } else {
      return error('E00029', 'Payment information is required.');
    }
    const profile: Profile = { id: id(), merchantCustomerId: p.merchantCustomerId ?? '', payments: new Map() };
    const paymentId = id();
    profile.payments.set(paymentId, { id: paymentId, ...payment });
    profiles.set(profile.id, profile);
    return { customerProfileId: profile.id, customerPaymentProfileIdList: [paymentId], customerShippingAddressIdList: [], validationDirectResponseList: [], ...OK() };
  }

  function paymentOf(profileId: unknown, paymentId: unknown) {
    const profile = profiles.get(String(profileId));
    return profile?.payments.get(String(paymentId));
  }

  /** Answers a charge; `undefined`: never answer; `{ late }`: answer after lateAnswerMs. */
  function createTransaction(r: any): { body?: object; late?: boolean } {
    const t = r.transactionRequest ?? {};
    if (t.transactionType !== 'authCaptureTransaction') return { body: error('E00003', 'The transactionType field is invalid.') };
    const invoiceNumber = String(t.order?.invoiceNumber ?? '');
    chargeRequests.push(invoiceNumber);
    const profileId = String(t.profile?.customerProfileId ?? '');
    const paymentId = String(t.profile?.paymentProfile?.paymentProfileId ?? '');
    const payment = paymentOf(profileId, paymentId);
    if (!payment) return { body: error('E00040', 'The record cannot be found.') };
    const amount = Number(t.amount);
    if (!(amount > 0)) return { body: { transactionResponse: { responseCode: '3', errors: [{ errorCode: '5', errorText: 'A valid amount is required.' }] }, ...error('E00027', 'The transaction was unsuccessful.') } };
    if (payment.outcome === 'timeout') return {};
    const settings: { settingName: string; settingValue: string }[] = [].concat(t.transactionSettings?.setting ?? []);
    const window = Number(settings.find((s) => s.settingName === 'duplicateWindow')?.settingValue ?? 120);
    const now = Date.now();
    if (window > 0 && transactions.some((x) => x.paymentProfileId === paymentId && x.invoiceNumber === invoiceNumber && x.amount === amount && now - Date.parse(x.submitTimeUTC) < window * 1000)) {
      return { body: { transactionResponse: { responseCode: '3', transId: '0', errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }] }, refId: r.refId, ...error('E00027', 'The transaction was unsuccessful.') } };
    }
    const declined = payment.outcome === 'decline' || payment.outcome === 'insufficient';
    const tx: StandInTransaction = {
      transId: String(60_000_000_000 + transactions.length + 1),
      profileId,
      paymentProfileId: paymentId,
      invoiceNumber,
      refId: String(r.refId ?? ''),
      amount,
      responseCode: declined ? '2' : '1',
      reasonCode: declined ? '2' : '1',
      reasonText: payment.outcome === 'insufficient' ? 'This transaction has been declined: insufficient funds.' : declined ? 'This transaction has been declined.' : 'This transaction has been approved.',
      status: declined ? 'declined' : payment.outcome === 'ach-return' ? 'returnedItem' : 'settledSuccessfully',
      submitTimeUTC: new Date(now).toISOString(),
      account: { accountNumber: `XXXX${payment.lastFour}`, accountType: payment.kind === 'card' ? (payment.cardType ?? 'Visa') : 'eCheck' },
      ...(payment.outcome === 'ach-return' ? { returned: { code: 'R01', description: 'Insufficient funds.' } } : {}),
    };
    transactions.push(tx);
    const { account } = tx;
    const body = declined
      ? { transactionResponse: { responseCode: '2', authCode: '', transId: tx.transId, ...account, errors: [{ errorCode: tx.reasonCode, errorText: tx.reasonText }] }, refId: r.refId, ...error('E00027', 'The transaction was unsuccessful.') }
      : { transactionResponse: { responseCode: '1', authCode: 'STAND1', transId: tx.transId, ...account, messages: [{ code: '1', description: tx.reasonText }] }, refId: r.refId, ...OK() };
    return { body, late: payment.outcome === 'late' };
  }

  function listForCustomer(r: any) {
    const profile = profiles.get(String(r.customerProfileId ?? ''));
    if (!profile) return error('E00040', 'The record cannot be found.');
    const list = transactions
      .filter((t) => t.profileId === profile.id && (!r.customerPaymentProfileId || t.paymentProfileId === String(r.customerPaymentProfileId)))
      .sort((a, b) => b.submitTimeUTC.localeCompare(a.submitTimeUTC));
    if (!list.length) return messages('Ok', 'I00004', 'No records found.');
    return {
      transactions: list.map((t) => ({ transId: t.transId, submitTimeUTC: t.submitTimeUTC, transactionStatus: t.status, invoiceNumber: t.invoiceNumber, ...t.account, settleAmount: t.amount, hasReturnedItemsSpecified: !!t.returned })),
      totalNumInResultSet: list.length,
      ...OK(),
    };
  }

  function details(r: any) {
    const t = transactions.find((x) => x.transId === String(r.transId ?? ''));
    if (!t) return error('E00040', 'The record cannot be found.');
    return {
      transaction: {
        transId: t.transId,
        submitTimeUTC: t.submitTimeUTC,
        transactionType: 'authCaptureTransaction',
        transactionStatus: t.status,
        responseCode: Number(t.responseCode),
        responseReasonCode: Number(t.reasonCode),
        responseReasonDescription: t.reasonText,
        order: { invoiceNumber: t.invoiceNumber },
        authAmount: t.amount,
        settleAmount: t.amount,
        ...(t.status === 'returnedItem' && t.returned ? { returnedItems: [{ id: id(), dateUTC: t.submitTimeUTC, dateLocal: t.submitTimeUTC, code: t.returned.code, description: t.returned.description }] } : {}),
      },
      ...OK(),
    };
  }

  function handle(type: string, r: any): { body?: object; late?: boolean } {
    const auth = r?.merchantAuthentication ?? {};
    if (auth.name !== apiLoginId || auth.transactionKey !== transactionKey) return { body: error('E00007', 'User authentication failed due to invalid authentication values.') };
    switch (type) {
      case 'createCustomerProfileRequest':
        return { body: createProfile(r) };
      case 'createTransactionRequest':
        return createTransaction(r);
      case 'getTransactionListForCustomerRequest':
        return { body: listForCustomer(r) };
      case 'getTransactionDetailsRequest':
        return { body: details(r) };
      case 'deleteCustomerPaymentProfileRequest': {
        const profile = profiles.get(String(r.customerProfileId ?? ''));
        if (!profile?.payments.delete(String(r.customerPaymentProfileId ?? ''))) return { body: error('E00040', 'The record cannot be found.') };
        return { body: OK() };
      }
      case 'deleteCustomerProfileRequest':
        return { body: profiles.delete(String(r.customerProfileId ?? '')) ? OK() : error('E00040', 'The record cannot be found.') };
      default:
        return { body: error('E00003', `The element '${type}' is not supported by the stand-in.`) };
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let type = '';
      let answer: { body?: object; late?: boolean };
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        const json = JSON.parse(raw) as Record<string, unknown>;
        type = Object.keys(json)[0] ?? '';
        requestTypes.push(type);
        rawRequests.push({ type, body: raw });
        answer = handle(type, json[type]);
      } catch {
        answer = { body: error('E00002', 'The content-type specified is not supported.') };
      }
      if (!answer.body) return; // never answers: the socket stays open until the client gives up
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('\uFEFF' + JSON.stringify(answer.body));
      };
      if (answer.late) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, lateAnswerMs);
        timers.add(timer);
      } else send();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/xml/v1/request.api`,
    apiLoginId,
    transactionKey,
    requestTypes,
    rawRequests,
    charges: (invoiceNumber) => transactions.filter((t) => invoiceNumber === undefined || t.invoiceNumber === invoiceNumber),
    chargeRequests: (invoiceNumber) => chargeRequests.filter((n) => invoiceNumber === undefined || n === invoiceNumber).length,
    profiles: () => [...profiles.values()].map((p) => ({ id: p.id, payments: [...p.payments.values()] })),
    setStatus(transId, status) {
      const t = transactions.find((x) => x.transId === transId);
      if (!t) throw new Error(`no transaction ${transId}`);
      t.status = status;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
