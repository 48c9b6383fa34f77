/**
 * Saved payment methods and the client's autopay schedule: listing them, adding a card or a bank
 * account (the numbers go to the gateway; the database keeps its token, the brand or account type
 * and the last four digits), deleting one, and saving the schedule. The route handlers
 * (routes/payments.ts) check who may do this; these functions know nothing of HTTP.
 */
import { createHmac } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { Client, User } from '../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { ACH_AGREEMENT_TEXT, ACH_AGREEMENT_VERSION, type PaymentMethod, type PaymentMethodBody, type ScheduledPaymentBody } from '../../contract/payments.ts';
import { refuse } from '../errors.ts';
import * as repo from '../repositories/payments.ts';
import { userPid } from '../repositories/users.ts';
import { firstDueAfter } from './autopay.ts';
import { GatewayError, type PaymentGateway, cardBrand } from './gateway.ts';
import { METHOD_OWNER_REFUSAL } from './payments.ts';
import { holdsBillingRight } from './payer-rights.ts';

export async function listMethods(db: DB, client: Pick<Client, 'id' | 'code'>): Promise<PaymentMethod[]> {
  const schedule = await repo.scheduleOfClient(db, client.id);
  const methods = await repo.methodsOfClient(db, client.id);
  // The usual method: autopay's, else the latest successful payment's, else the oldest saved. The
  // newest is no guide (it may be one just added for a try, or a bank account that was returned).
  const autopayId = methods.find((m) => m.id === schedule?.paymentMethodId)?.id;
  const usualId = autopayId ?? (await repo.lastSuccessfulMethodOfClient(db, client.id)) ?? methods.at(-1)?.id;
  return methods.map((m) => ({
    id: m.id,
    type: m.type,
    accountType: m.accountType,
    achType: m.achType,
    lastFour: m.lastFour,
    cardExpMonth: m.cardExpMonth,
    cardExpYear: m.cardExpYear,
    userPid: m.userPid,
    owner: [m.ownerFirst, m.ownerLast].filter(Boolean).join(' ') || m.ownerEmail,
    clientCode: client.code,
    paymentUserId: m.userId,
    address: { street_1: m.street, city: m.city, state: m.state, postalCode: m.zip, country: m.country },
    firstName: m.firstName,
    lastName: m.lastName,
    usedByAutopay: schedule?.paymentMethodId === m.id,
    usual: m.id === usualId,
  }));
}

/**
 * A card (paymentObject + billingAddress) or an ACH account (paymentObject with both agreements),
 * vaulted at the gateway and saved for the client. An ACH method records the agreement text, its
 * version, who and when. A card the gateway refuses is refused as invalid, with its reason.
 */
export async function addPaymentMethod(deps: { db: DB; gateway: PaymentGateway; clock: Clock; reportCodeSecret: string }, client: Pick<Client, 'id' | 'name'>, user: User, body: PaymentMethodBody) {
  const { db, gateway, clock } = deps;
  const now = clock.now();
  const p = body.paymentObject;
  try {
    if (p.type === 'CARD') {
      const card = body as Extract<typeof body, { billingAddress: unknown }>;
      const nowYear = now.getUTCFullYear();
      if (p.expiryYear < nowYear || (p.expiryYear === nowYear && p.expiryMonth < now.getUTCMonth() + 1)) refuse('invalid', 'The card has expired');
      const digits = p.number.replace(/\D/g, '');
      const brand = cardBrand(digits);
      const same = brand && (await repo.sameMethodOfClient(db, client.id, { type: 'CARD', accountType: brand, lastFour: digits.slice(-4), month: p.expiryMonth, year: p.expiryYear }));
      if (same) refuse('payment-method-duplicate', 'This card is already saved for this client', { field: 'number' });
      const v = await gateway.vaultCard({ number: p.number, expiryMonth: p.expiryMonth, expiryYear: p.expiryYear });
      const a = card.billingAddress;
      const id = await repo.insertMethod(db, {
        clientId: client.id, userId: user.id, type: 'CARD', accountType: v.brand!, achType: null, lastFour: v.lastFour, cardExpMonth: p.expiryMonth,
        cardExpYear: p.expiryYear, vaultId: v.vaultId, firstName: p.firstName, lastName: p.lastName, street: a.street_1, city: a.city, state: a.state,
        country: a.country, zip: a.postalCode, createdAt: now.toISOString(), agreementText: null, agreementVersion: null, agreedAt: null, agreedByUserId: null,
      });
      return { id, type: 'CARD' as const, accountType: v.brand, lastFour: v.lastFour };
    }
    const fingerprint = achFingerprint(deps.reportCodeSecret, p.routingNumber, p.accountNumber);
    if (await repo.sameMethodOfClient(db, client.id, { type: 'ACH', fingerprint })) refuse('payment-method-duplicate', 'This bank account is already saved for this client', { field: 'accountNumber' });
    const v = await gateway.vaultBankAccount({
      routingNumber: p.routingNumber, accountNumber: p.accountNumber, accountType: p.achAccountType, achType: p.achType,
      nameOnAccount: [p.firstName || user.firstname, p.lastName || user.lastname].filter(Boolean).join(' ') || client.name,
    });
    const id = await repo.insertMethod(db, {
      clientId: client.id, userId: user.id, type: 'ACH', accountType: p.achAccountType, achType: p.achType, lastFour: v.lastFour, cardExpMonth: null,
      cardExpYear: null, vaultId: v.vaultId, firstName: p.firstName || user.firstname, lastName: p.lastName || user.lastname, street: null, city: null,
      state: null, country: null, zip: null, createdAt: now.toISOString(),
      agreementText: ACH_AGREEMENT_TEXT, agreementVersion: ACH_AGREEMENT_VERSION, agreedAt: now.toISOString(), agreedByUserId: user.id, fingerprint,
    });
    return { id, type: 'ACH' as const, accountType: p.achAccountType, lastFour: v.lastFour };
  } catch (e) {
    if (e instanceof GatewayError) refuse('invalid', e.message);
    throw e;
  }
}

/**
 * A bank account's fingerprint: an HMAC of routing and account number under a key derived from a
 * server secret, so a saved account is recognised without keeping its number (a plain hash of a
 * short account number could be reversed by trying them all).
 */
export function achFingerprint(secret: string, routingNumber: string, accountNumber: string): string {
  const key = createHmac('sha256', secret).update('vinlab:payment-method-fingerprint:v1').digest();
  const digits = (v: string) => v.replace(/\D/g, '');
  return createHmac('sha256', key).update(`${digits(routingNumber)}:${digits(accountNumber)}`).digest('base64url');
}

/** A saved method of the client, or a refusal (not found). */
export async function methodOfClient(db: DB, clientId: number, id: number) {
  return (await repo.methodOfClient(db, clientId, id)) ?? refuse('not-found', 'Payment method not found');
}

/**
 * Deletes a saved method. Past payment orders keep their method for the record (receipts name
 * it): the row stays, marked removed, out of every list; the gateway forgets the token. The
 * method autopay pays with cannot be deleted; a gateway that cannot remove it (unreachable,
 * refused) leaves it saved, to be tried again.
 */
export async function deletePaymentMethod(deps: { db: DB; gateway: PaymentGateway; clock: Clock }, m: repo.MethodRow): Promise<void> {
  const { db, gateway, clock } = deps;
  if (await repo.methodUsedByAutopay(db, m.id)) refuse('payment-method-used-by-autopay', 'Autopay pays with this payment method: choose another method for autopay first');
  try {
    await gateway.remove(m.vaultId);
  } catch (e) {
    if (e instanceof GatewayError) refuse('unavailable', e.message);
    throw e;
  }
  await repo.removeMethod(db, m.id, clock.now().toISOString());
}

/** The client's autopay schedule as the payment methods page shows it, with its last runs. */
export async function scheduleView(db: DB, clientId: number) {
  const s = await repo.scheduleOfClient(db, clientId);
  const runs = await repo.runsOfClient(db, clientId);
  const pid = s ? await userPid(db, s.userId) : null;
  return {
    // A client that never enrolled: a new scheduled payment, INACTIVE with no frequency (document 3 §4).
    frequency: s?.frequency ?? null,
    state: s?.state ?? 'INACTIVE',
    userPid: pid,
    paymentObjectId: s?.paymentMethodId ?? null,
    nextRunAt: s?.state === 'ACTIVE' ? s.nextRunAt : null,
    // autopay ended because its payer lost the billing right (services/payer-rights.ts), until saved again
    ended: s?.endedAt && s.endedReason ? { at: s.endedAt, reason: s.endedReason, payer: s.endedPayer ?? '' } : null,
    runs: runs.map((r) => ({ dueAt: r.dueAt, state: r.state, orderNumber: r.orderNumber ?? null, message: r.message })),
  };
}

/**
 * Saves the client's schedule with `user` as the payer autopay acts for. Turning it ACTIVE (or
 * changing the frequency) sets the next due time: 06:00 lab time on the next day. Saving again
 * answers the notice of an ended schedule: it is cleared.
 */
export async function saveAutopay(deps: { db: DB; clock: Clock }, clientId: number, user: Pick<User, 'id'>, body: ScheduledPaymentBody): Promise<void> {
  const { db, clock } = deps;
  const method = await repo.methodOfClient(db, clientId, body.paymentObjectId);
  if (!method) refuse('invalid', 'paymentObjectId is not a payment method of this client');
  if (!(await holdsBillingRight(db, clientId, method.userId))) refuse('invalid', METHOD_OWNER_REFUSAL);
  const before = await repo.scheduleOfClient(db, clientId);
  const now = clock.now();
  const keepsDue = before?.state === 'ACTIVE' && before.frequency === body.frequency && before.nextRunAt;
  const nextRunAt = body.state === 'ACTIVE' ? (keepsDue ? before!.nextRunAt : firstDueAfter(now)) : null;
  const values = { userId: user.id, paymentMethodId: method.id, frequency: body.frequency, state: body.state, nextRunAt, updatedAt: now.toISOString(), endedAt: null, endedReason: null, endedPayer: null };
  await repo.saveSchedule(db, clientId, before?.id, values);
}
