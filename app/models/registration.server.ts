/**
 * The signed-out account pages' calls to the provider (document 1 §4): signing up,
 * confirming the address, the password reset, whether an address has an account, invitations.
 * None of them may end a session on a 401 (`authRedirect: false`): refusals come back as
 * ProviderError for the page to word (`providerFailure`).
 */
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { type LoginResponse, confirmationResponse, invitationResponse, loginResponse, successResponse, userExistsResponse } from '../../contract/auth.ts';
import { providerClient } from './provider.server.ts';

export type Invitation = z.infer<typeof invitationResponse>;

type Context = Readonly<RouterContextProvider>;

export interface NewAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  phone: string | null;
}

/** Registers an account and e-mails the confirmation link (the same answer for a taken address). */
export async function signUp(context: Context, user: NewAccount): Promise<void> {
  await providerClient(context).post('/users.json', successResponse, { body: { user }, authRedirect: false });
}

/** Confirms an address by its e-mailed token; answers the address. */
export async function confirmAddress(context: Context, token: string): Promise<string> {
  const { email } = await providerClient(context).get(`/confirmation/${encodeURIComponent(token)}.json`, confirmationResponse, { authRedirect: false });
  return email;
}

/** Whether an account exists for the address (the new-customer page). */
export async function accountExists(context: Context, email: string): Promise<boolean> {
  const { exists } = await providerClient(context).post('/users/does_user_exist.json', userExistsResponse, { body: { email }, authRedirect: false });
  return exists;
}

/** E-mails a reset link (the same answer for an unknown address). */
export async function requestPasswordReset(context: Context, email: string): Promise<void> {
  await providerClient(context).post('/password.json', successResponse, { body: { user: { email } }, authRedirect: false });
}

/** Sets a new password by the e-mailed token. */
export async function resetPassword(context: Context, token: string, password: string, confirmPassword: string): Promise<void> {
  await providerClient(context).post('/password/reset.json', successResponse, {
    body: { password, confirm_password: confirmPassword, reset_password_token: token },
    authRedirect: false,
  });
}

/** The invitation behind a link (accepting it for a signed-in invitee on the way). */
export function invitation(context: Context, token: string): Promise<Invitation> {
  return providerClient(context).get(`/memberships/${encodeURIComponent(token)}/accept`, invitationResponse, { authRedirect: false });
}

export interface Invitee {
  firstname: string;
  lastname: string;
  phone: string | null;
  password: string;
  confirmPassword: string;
}

/** Creates the invitee's account, accepts the invitation and signs them in. */
export function completeInvitation(context: Context, token: string, v: Invitee): Promise<LoginResponse> {
  return providerClient(context).post('/users/complete_signup', loginResponse, {
    body: { invitation_token: token, first_name: v.firstname, last_name: v.lastname, phone: v.phone, password: v.password, password_confirmation: v.confirmPassword },
    authRedirect: false,
  });
}
