/**
 * Two-factor sign-in's calls (contract/two-factor.ts): the set-up of the signed-in user's own
 * account, the sign-in's second step, the client's requirement; and the QR code of a pending
 * set-up, drawn here on the server as inline SVG (bwip-js), so the page needs no script.
 */
import type { RouterContextProvider } from 'react-router';
import bwipjs from 'bwip-js/node';
import { type LoginResponse, loginResponse, successResponse } from '../../contract/auth.ts';
import { recoveryCodesResponse, requireTwoFactorResponse, twoFactorStatus } from '../../contract/two-factor.ts';
import { servicesContext } from '../context.ts';
import { readDevice } from './device.server.ts';
import { LoginError } from './auth.server.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const SETUP = '/launchpad/user-settings/two-factor';
const OWN = { refusalIs403: true, returnTo: SETUP } as const;

export const TWO_FACTOR_SETUP_PATH = SETUP;

export function twoFactorStatusOf(context: Context, userId: number) {
  return providerClient(context).get(`/users/${userId}/two_factor.json`, twoFactorStatus, { returnTo: SETUP });
}
export function startTwoFactorSetup(context: Context, userId: number) {
  return providerClient(context).post(`/users/${userId}/two_factor/setup.json`, twoFactorStatus, OWN);
}
/** Throws ProviderError 422 for a wrong code. */
export function enableTwoFactor(context: Context, userId: number, code: string) {
  return providerClient(context).post(`/users/${userId}/two_factor/enable.json`, recoveryCodesResponse, { body: { code }, ...OWN });
}
export function renewRecoveryCodes(context: Context, userId: number, code: string) {
  return providerClient(context).post(`/users/${userId}/two_factor/recovery_codes.json`, recoveryCodesResponse, { body: { code }, ...OWN });
}
export function disableTwoFactor(context: Context, userId: number, proof: { password: string } | { code: string }) {
  return providerClient(context).delete(`/users/${userId}/two_factor.json`, successResponse, { body: proof, ...OWN });
}

export function loadTwoFactorRequirement(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/two_factor_requirement.json`, requireTwoFactorResponse);
}
export function saveTwoFactorRequirement(context: Context, clientId: number, required: boolean) {
  return providerClient(context).put(`/clients/${clientId}/two_factor_requirement.json`, requireTwoFactorResponse, {
    body: { required }, refusalIs403: true, returnTo: '/dashboard/client-settings',
  });
}

/**
 * The sign-in's second step (POST /login/two_factor.json) with the ticket the password step
 * gave. Refusals throw LoginError: 401 wrong code, 410 ticket gone, 429 slowed down.
 */
export async function finishSignIn(context: Context, request: Request, ticket: string, proof: { code: string } | { recoveryCode: string }): Promise<LoginResponse> {
  const { config } = context.get(servicesContext);
  const device = await readDevice(request, config);
  const res = await providerClient(context).raw('POST', '/login/two_factor.json', { body: { ticket, ...proof, ...(device ? { device } : {}) }, authRedirect: false });
  const json = (await res.json().catch(() => null)) as { error?: unknown; retryAfterMinutes?: unknown } | null;
  if (res.ok) return loginResponse.parse(json);
  throw new LoginError(res.status, typeof json?.error === 'string' ? json.error : null, typeof json?.retryAfterMinutes === 'number' ? json.retryAfterMinutes : null);
}

/** The QR code of an otpauth:// URI as an SVG document (a 4-module quiet zone, black on white). */
export function qrCodeSvg(uri: string): string {
  const svg = bwipjs.toSVG({ bcid: 'qrcode', text: uri, scale: 1, paddingwidth: 8, paddingheight: 8, backgroundcolor: 'FFFFFF' });
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}
