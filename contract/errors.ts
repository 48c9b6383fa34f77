/**
 * How the provider refuses: every error answer is `{ "error", "code", "field"? }`. `error` is an
 * English sentence for a person reading the API (logs, curl); `code` is what a program branches
 * on, the portal included: it maps codes to translation keys and never matches the sentence.
 * `field` names the input a refusal is about, so a form can put the message next to it.
 *
 * A code decides its HTTP status (ERROR_STATUS), so the same refusal has the same status
 * wherever it is raised. Codes are kebab-case and name the reason, not the place.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-media-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  /** the results export: one of the user's exports is still being prepared, or today's limit is reached */
  'export-in-flight': 429,
  'export-daily-limit': 429,
  /** a report or export of a batch or sample that is not completed and reported yet */
  'download-not-available': 409,
  // "send again" to a copy another node is sending right now
  'delivery-in-progress': 409,
  /** several lab reports in one ZIP: more batches than one download may hold (MAX_ZIP_REPORTS) */
  'too-many-reports': 400,
  /** a new password the policy refuses (too short, common, like the account's own details); `field` names it */
  'password-weak': 400,
  internal: 500,
  unavailable: 503,
  // The access table (contract/access.ts): the role, the agreement to re-sign, credit hold, the lab's approval.
  'role-not-allowed': 403,
  'agreement-not-signed': 403,
  'credit-hold': 403,
  'client-denied': 403,
  // Analysis submissions (the draft, submitting, tracking) and the lab's receiving desk.
  'draft-not-found': 404,
  'sample-not-found': 404,
  'submission-not-found': 404,
  'code-unknown': 404,
  'sample-type-unknown': 400,
  'analysis-unknown': 400,
  'analysis-not-offered': 400,
  'tests-not-offered': 400,
  'too-many-samples': 400,
  'too-many-tests': 400,
  'no-previous-sample': 400,
  'nothing-to-copy': 400,
  'dropbox-unknown': 400,
  'submission-empty': 400,
  'sample-without-tests': 400,
  'sample-not-in-submission': 400,
  'nothing-received': 400,
  'already-submitted': 409,
  'not-cancellable': 409,
  'not-editable': 409,
  'draft-in-the-way': 409,
  'submission-cancelled': 409,
  'already-received': 409,
  // The lab bench: entering, verifying (four eyes), releasing and amending results.
  'batch-not-found': 404,
  'result-not-found': 404,
  'upload-not-found': 404,
  'bad-value': 400,
  'csv-unreadable': 400,
  'csv-too-large': 413,
  'nothing-entered': 400,
  'nothing-to-verify': 400,
  'reason-required': 400,
  'same-person-verifies': 403,
  'value-not-entered': 409,
  'result-released': 409,
  'result-not-released': 409,
  'batch-not-verified': 409,
  'batch-released': 409,
  // Client settings: addresses and fax numbers.
  'not-member': 403,
  'address-not-found': 404,
  'primary-address-undeletable': 409,
  'primary-address-unset': 409,
  'primary-mailing-needs-mail': 400,
  'primary-shipping-needs-shipping': 400,
  'fax-not-found': 404,
  'fax-listed': 409,
  // webhooks: an endpoint URL the SSRF guard refuses; no such endpoint or delivery; a disabled endpoint's redelivery; the endpoint limit
  'webhook-url-refused': 422,
  'webhook-not-found': 404,
  'webhook-disabled': 409,
  'webhook-limit': 409,
  // a client's live API tokens, a sample's open share links: at their caps
  'api-token-limit': 409,
  'share-link-limit': 409,
  // Harvest planning: a client's vineyard blocks.
  'block-not-found': 404,
  /** an AVA for a sample that is not wine, juice or grapes */
  'sample-without-ava': 422,
  'block-listed': 409,
  // Team settings: members, invitations, primary contacts.
  'member-not-found': 404,
  'last-administrator': 409,
  'own-role': 403,
  'already-member': 409,
  'replacement-needed': 409,
  'replacement-invalid': 400,
  'invitation-accepted': 409,
  'client-not-approved': 403,
  // The lab's approval of a new client, and its corrections to a client's information.
  /** only site administrators decide on a client or correct its information */
  'site-admin-only': 403,
  'client-not-found': 404,
  /** the client was already decided on (approved or denied meanwhile, or never pending) */
  'client-not-pending': 409,
  // Paying invoices: the billing page tells the payer which of these happened.
  /** an invoice of the selection is no longer unpaid, has nothing due, or its amount changed */
  'invoice-not-payable': 409,
  /** the chosen saved method is not (or no longer) one of the client's */
  'payment-method-not-found': 404,
  /** the chosen saved method's owner no longer holds the client's billing right */
  'payment-method-owner-lost-right': 409,
  /** autopay pays with the method: it cannot be deleted until autopay uses another */
  'payment-method-used-by-autopay': 409,
  /** only who added a method, a client Administrator or a site administrator may delete it */
  'payment-method-not-yours': 403,
  /** the card (brand, last four, expiry) or bank account (routing and account number) is already saved for the client */
  'payment-method-duplicate': 409,
  // The client API (/api/v1/, contract/api-tokens.ts).
  /** the API token does not name the scope the call needs */
  'scope-missing': 403,
  /** the API token's IP allow-list does not hold the caller's address */
  'address-not-allowed': 403,
  /** the API token is unknown, revoked or expired */
  'token-invalid': 401,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The generic code of a status, for a refusal that names no reason of its own. */
export function codeOfStatus(status: number): ErrorCode {
  const hit = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return hit ? hit[0] : status >= 500 ? 'unavailable' : 'invalid';
}

/** Every error body the provider answers (extra members, such as a refusal's `owner`, pass through). */
export const errorBody = z.looseObject({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
