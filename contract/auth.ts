/**
 * Contract of the account calls (document 1 §7 "Auth", document 2 §7 users): signing in and up,
 * invitations, password reset and change, the user's own settings. Request bodies the provider
 * validates and answers the app parses. Notifications and locations: contract/notifications.ts,
 * contract/locations.ts.
 */
import { z } from 'zod';
import { notification } from './notifications.ts';
import { ROLES } from './roles.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * Passwords: 8 to 128 characters (a decision: the documents name no rule). The provider also
 * refuses common and easily guessed new passwords (services/password-policy.ts).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const newPassword = z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const name = z.string().trim().min(1).max(100);
const phone = z.string().trim().max(40).optional().nullable();

export const loginBody = z.object({
  user: z.object({ email: z.string().trim().toLowerCase().min(1).max(254), password: z.string().min(1).max(PASSWORD_MAX) }),
  /** the app's device cookie: a correct password from a device that signed in before passes the account's slow-down */
  device: z.string().max(200).optional(),
});

export const clientSummary = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  resignAgreement: z.boolean(),
  /** the caller's role on this client; null for a site administrator who is not a member */
  role: z.enum(ROLES).nullable(),
  /** every member must sign in with a second factor to use this client (client settings) */
  requireTwoFactor: z.boolean().optional(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const publicUser = z.object({
  id: z.number(),
  pid: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  administrator: z.boolean(),
  godmode: z.boolean(),
  isBetaUser: z.boolean(),
  /** two-factor sign-in is on for this account */
  twoFactorEnabled: z.boolean().optional(),
  lastClientId: z.number().nullable(),
  /** the clients the user is a member of, sorted by name */
  clientList: z.array(clientSummary),
  /** the last-used client (also for a site administrator who is not a member of it) */
  lastClient: clientSummary.nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * GET /users/{id}/shell.json: what the header of every signed-in page reads, in one
 * call instead of two: the user's own record (GET /users/{id}.json) and the notifications they
 * have not dismissed (GET /notifications.json with their token). Both separate calls stay.
 */
export const accountShellResponse = z.object({ user: publicUser, notifications: z.array(notification) });
export type AccountShell = z.infer<typeof accountShellResponse>;

export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUser,
  /** the device token the app keeps in its long-lived cookie (login only) */
  device: z.string().optional(),
  /** after a sign-in with a recovery code: how many are left */
  recoveryCodesLeft: z.number().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** A new password the provider refused: 400 with the reason the app translates. */
export const PASSWORD_PROBLEMS = ['common', 'personal', 'pattern', 'weak'] as const;
export const weakPasswordResponse = z.object({ error: z.string(), passwordProblem: z.enum(PASSWORD_PROBLEMS) });

/** Login refused for too many failures: 429 with the minutes to wait. */
export const lockedResponse = z.object({ error: z.string(), retryAfterMinutes: z.number() });

export const successResponse = z.object({ success: z.literal(true) }).loose();

export const userExistsBody = z.object({ email });
export const userExistsResponse = z.object({ exists: z.boolean() });

export const registerBody = z.object({
  user: z.object({ email, password: newPassword, firstname: name, lastname: name, phone }),
});

export const confirmationResponse = z.object({ success: z.literal(true), email: z.string() });

export const invitationResponse = z.object({
  success: z.literal(true),
  /** true when no confirmed account exists for the invited address: complete_signup must follow */
  needsSignup: z.boolean(),
  /** true when a confirmed account has the invited address and the caller is not signed in as it */
  needsLogin: z.boolean().optional(),
  /** always false: opening an invitation accepts nothing (kept for callers that read it) */
  accepted: z.boolean().optional(),
  /** the invitation to answer (POST /invitations/{id}/accept.json or decline.json) when the caller is signed in as the invited account */
  invitationId: z.number().nullable().optional(),
  /** the role offered */
  role: z.string().optional(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  clientName: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** POST /users/complete_signup (snake case, as the documents say). Answers like login. */
export const completeSignupBody = z.object({
  invitation_token: z.string().min(16).max(200),
  first_name: name,
  last_name: name,
  phone,
  password: newPassword,
  password_confirmation: z.string().max(PASSWORD_MAX),
});

export const passwordRequestBody = z.object({ user: z.object({ email }) });

export const passwordResetBody = z.object({
  password: newPassword,
  confirm_password: z.string().max(PASSWORD_MAX),
  reset_password_token: z.string().min(16).max(200),
});

export const userUpdateBody = z.object({
  user: z
    .object({
      firstname: name.optional(),
      lastname: name.optional(),
      phone,
      jobTitle: z.string().trim().max(100).optional().nullable(),
      lastClientId: z.number().int().positive().nullable().optional(),
    })
    .strict(),
});

/**
 * PUT /users/{id}/password.json: the signed-in user changes their own password. The current
 * password must be right (else 422, so the app can show it on the field and a 403 never ends
 * the session); every other session of the account ends, the caller's stays.
 */
export const passwordChangeBody = z.object({
  user: z
    .object({
      currentPassword: z.string().min(1).max(PASSWORD_MAX),
      password: newPassword,
      passwordConfirmation: z.string().max(PASSWORD_MAX),
    })
    .strict(),
});
