import { describe, expect, it } from 'vitest';
import { achForm, autopayForm, cardForm } from '../../contract/payments.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0] ?? ''), i.message]));

describe('the payment methods forms (the browser and the server check the same)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const card = { number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2030', firstName: 'A', lastName: 'B', street: '1 Main', city: 'Napa', state: 'CA', zip: '94558' };

  it('accepts a card and normalises its number and country', () => {
    const r = cardForm(now).safeParse(card);
    expect(r.success && r.data).toMatchObject({ number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, country: 'United States' });
  });

  it('says an expired card with the other messages at once', () => {
    const r = cardForm(now).safeParse({ ...card, expiryMonth: '5', expiryYear: '2026', firstName: undefined });
    expect(messages(r)).toEqual({ firstName: 'payments.required.firstName', expiryYear: 'payments.errors.expired' });
    expect(messages(cardForm(now).safeParse({ ...card, number: '4111111111111112' }))).toEqual({ number: 'payments.errors.cardNumber' });
  });

  it('says the account numbers differ even when another field failed', () => {
    const r = achForm.safeParse({ routingNumber: '011000015', accountNumber: '123456789', confirmAccountNumber: '123456780', achAccountType: 'CHECKING', achType: 'BUSINESS' });
    expect(messages(r)).toEqual({
      confirmAccountNumber: 'payments.errors.accountMatch',
      generalAchAgreement: 'payments.errors.mustBeChecked',
      businessAchAgreement: 'payments.errors.mustBeChecked',
    });
  });

  it('requires a method, a frequency and a state for autopay', () => {
    expect(messages(autopayForm.safeParse({}))).toEqual({
      paymentObjectId: 'payments.required.paymentObjectId',
      frequency: 'payments.required.frequency',
      state: 'payments.required.autopayState',
    });
  });
});
