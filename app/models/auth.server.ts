/**
 * Login through remix-auth: one strategy that reads the login form and asks the provider
 * (POST /login.json). A refusal becomes a LoginError carrying the status, the provider's
 * message and, when locked out, the minutes to wait.
 */
import type { RouterContextProvider } from 'react-router';
import { Authenticator } from 'remix-auth';
import { Strategy } from 'remix-auth/strategy';
import { type LoginResponse, loginResponse } from '../../contract/auth.ts';
import { type TwoFactorChallenge, twoFactorChallenge } from '../../contract/two-factor.ts';
import { servicesContext } from '../context.ts';
import { readDevice } from './device.server.ts';
import { providerClient } from './provider.server.ts';

export class LoginError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly retryAfterMinutes: number | null,
  ) {
    super(serverMessage ?? `login failed (${status})`);
    this.name = 'LoginError';
  }
}

interface Credentials {
  email: string;
  password: string;
  /** the device cookie's token, when this browser signed in before */
  device: string | undefined;
}

/** Reads `email` and `password` from a posted form (and the device cookie) and hands them to `verify`. */
/** A sign-in, or (two-factor sign-in on) the ticket of its second step. */
export type LoginAnswer = LoginResponse | TwoFactorChallenge;

export class ProviderFormStrategy extends Strategy<LoginAnswer, Credentials> {
  name = 'provider-form';

  constructor(
    private readonly deviceOf: (request: Request) => Promise<string | undefined>,
    verify: Strategy.VerifyFunction<LoginAnswer, Credentials>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<LoginAnswer> {
    const form = await request.formData();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    return this.verify({ email, password, device: await this.deviceOf(request) });
  }
}

/** Login answers carry `device`: the login action keeps it in the device cookie (device.server.ts). */
export function authenticator(context: Readonly<RouterContextProvider>): Authenticator<LoginAnswer> {
  const provider = providerClient(context);
  const { config } = context.get(servicesContext);
  return new Authenticator<LoginAnswer>().use(
    new ProviderFormStrategy((request) => readDevice(request, config), async ({ email, password, device }) => {
      const res = await provider.raw('POST', '/login.json', { body: { user: { email, password }, ...(device ? { device } : {}) }, authRedirect: false });
      const json = (await res.json().catch(() => null)) as { error?: unknown; retryAfterMinutes?: unknown } | null;
      if (res.ok) return twoFactorChallenge.or(loginResponse).parse(json);
      throw new LoginError(
        res.status,
        typeof json?.error === 'string' ? json.error : null,
        typeof json?.retryAfterMinutes === 'number' ? json.retryAfterMinutes : null,
      );
    }),
  );
}
