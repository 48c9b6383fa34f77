/**
 * A client the laboratory has not approved may not request couriers, order supplies or submit
 * analyses. A new client starts as Pending Approval (routes/clients.ts); until the lab approves
 * it, anyone could otherwise send pick-ups and supply orders to any address, without limit.
 *
 * Refused: Pending Approval (awaiting the lab) and Denied (the lab said no). Allowed: Approved,
 * and the statuses only an approved client reaches — Credit Hold (a billing matter with its own
 * rules), Review and none (established clients with lab history). Site administrators are held
 * to it too: the lab approves the client first, then orders for it.
 *
 * The access table (contract/access.ts, its entries with `approval`) applies it: the provider
 * refuses with 403 and the message below; the pages show the notice instead of the form.
 */
export type ApprovalState = 'approved' | 'pending' | 'denied';

export function approvalOf(status: string): ApprovalState {
  if (status === 'Pending Approval') return 'pending';
  if (status === 'Denied') return 'denied';
  return 'approved';
}

/** The provider's 403 sentences (the portal reads the refusal's code, contract/access.ts refusalCode). */
export const APPROVAL_REFUSAL: Record<Exclude<ApprovalState, 'approved'>, string> = {
  pending: 'This client is awaiting the laboratory’s approval: courier requests and supply orders open once the laboratory has approved it',
  denied: 'The laboratory has not approved this client: courier requests and supply orders are not available',
};

/** The approval state a provider refusal's code announces (contract/access.ts refusalCode), or null. */
export function refusalState(code: string | undefined): Exclude<ApprovalState, 'approved'> | null {
  if (code === 'client-not-approved') return 'pending';
  if (code === 'client-denied') return 'denied';
  return null;
}
