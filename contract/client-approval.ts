/**
 * A client the laboratory has not approved may not request couriers or order
 * supplies. A new client starts as Pending Approval (routes/clients.ts); until the lab approves
 * it, anyone could otherwise send pick-ups and supply orders to any address, without limit.
 *
 * Refused: Pending Approval (awaiting the lab) and Denied (the lab said no). Allowed: Approved,
 * and the statuses only an approved client reaches — Credit Hold (a billing matter with its own
 * rules), Review and none (established clients with lab history). Site administrators are held
 * to it too: the lab approves the client first, then orders for it.
 *
 * Used by the provider (the authority: 403 with the message below) and by the pages, which show
 * the notice instead of the form.
 */
export type ApprovalState = 'approved' | 'pending' | 'denied';

export function approvalOf(status: string): ApprovalState {
  if (status === 'Pending Approval') return 'pending';
  if (status === 'Denied') return 'denied';
  return 'approved';
}

/** The provider's 403 messages; the app recognises them (a status cached a minute may be stale). */
export const APPROVAL_REFUSAL: Record<Exclude<ApprovalState, 'approved'>, string> = {
  pending: 'This client is awaiting the laboratory’s approval: courier requests and supply orders open once the laboratory has approved it',
  denied: 'The laboratory has not approved this client: courier requests and supply orders are not available',
};

/** The refusal for a status, or null when the client may order. */
export function approvalRefusal(status: string): string | null {
  const state = approvalOf(status);
  return state === 'approved' ? null : APPROVAL_REFUSAL[state];
}

/** The approval state a provider message announces (for the app), or null. */
export function refusalState(message: string): Exclude<ApprovalState, 'approved'> | null {
  if (message === APPROVAL_REFUSAL.pending) return 'pending';
  if (message === APPROVAL_REFUSAL.denied) return 'denied';
  return null;
}
