import { describe, expect, it } from 'vitest';
import { messageKey, readMessage } from '../../app/i18n/message.ts';
import { failureOf, providerFailure, seeOther } from '../../app/models/form-answer.server.ts';
import { ProviderError } from '../../app/models/provider.server.ts';

describe('messageKey / readMessage (a key with its values, as one string)', () => {
  it('round-trips values, numbers as numbers (so count picks the plural)', () => {
    const m = messageKey('login-locked', { count: 5, name: 'A&B = C' });
    expect(readMessage(m)).toEqual({ key: 'login-locked', values: { count: 5, name: 'A&B = C' } });
  });
  it('reads a bare key and form-schema’s `key|max`', () => {
    expect(readMessage('field-error-required')).toEqual({ key: 'field-error-required', values: {} });
    expect(readMessage('field-error-too-long|30')).toEqual({ key: 'field-error-too-long', values: { max: '30' } });
    expect(messageKey('x')).toBe('x');
  });
});

describe('providerFailure (always a translation key)', () => {
  const english = (status: number, body: unknown = null) => new ProviderError(status, 'Some English sentence from the provider', body);

  it('a refusal the form does not name is the form’s key, at 400; a provider failure at 502', () => {
    expect(failureOf(english(400), 'contact.failed')).toEqual({ status: 400, message: 'contact.failed' });
    expect(failureOf(english(503), 'contact.failed')).toEqual({ status: 502, message: 'contact.failed' });
  });
  it('a status the form names gets its own key', () => {
    expect(failureOf(english(404), 'f', { on: { 404: 'auth.reset.badLink' } })).toEqual({ status: 400, message: 'auth.reset.badLink' });
    expect(failureOf(english(429, { retryAfterMinutes: 3 }), 'f', { on: { 429: 'mail-limited' } })).toEqual({ status: 429, message: 'mail-limited' });
  });
  it('a limit carries its wait; a weak password goes on the password field', () => {
    expect(failureOf(english(429, { retryAfterMinutes: 3 }), 'f')).toEqual({ status: 429, message: 'auth.errors.tooMany|count=3' });
    expect(failureOf(english(400, { error: 'x', passwordProblem: 'common' }), 'f')).toMatchObject({ field: 'password', message: 'auth.errors.passwordCommon' });
  });
  it('throws again what is not a provider refusal', () => {
    const response = new Response(null, { status: 302 });
    expect(() => failureOf(response, 'f')).toThrow();
    expect(() => failureOf(new TypeError('bug'), 'f')).toThrow(TypeError);
    expect(() => failureOf(english(500), 'f', { throwServerErrors: true })).toThrow(ProviderError);
  });
  it('answers conform’s reply, or { formErrors }', () => {
    const reply = (o: unknown) => o;
    const answer = providerFailure(english(400), 'contact.failed', { submission: { reply }, hideFields: ['password'] });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ result: { formErrors: ['contact.failed'], hideFields: ['password'] } });
    expect(providerFailure(english(400), 'k').data).toEqual({ formErrors: ['k'] });
  });
});

describe('seeOther', () => {
  it('is a 303 keeping the headers', () => {
    const r = seeOther('/login', { headers: { 'Set-Cookie': 'a=b' } });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login');
    expect(r.headers.get('set-cookie')).toBe('a=b');
  });
});
