/**
 * Order supplies' server code (document 2 §2, §4, §5): the steps read from the URL (the
 * catalogue, the shipping form with its prefill and saved addresses, the placed order) and the
 * order action. The page (order-supplies.tsx) keeps the markup.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { Supply } from '../../../../contract/supplies.ts';
import { addressOption } from '../../../../contract/courier.ts';
import { type ApprovalState, approvalOf, refusalState } from '../../../../contract/client-approval.ts';
import { servicesContext } from '../../../context.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { loadPlacedOrder, loadShippingAddresses, loadShippingPrefill, loadSupplies, placeSupplyRequest } from '../../../models/supplies.server.ts';
import { type Step0Error, addressPrefill, addressSchema, quantityQuery } from './order-supplies.form.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * Quantities from a query string or a form, one entry per supply key: integers; empty, zero and
 * non-numeric entries are dropped (document 2 §5); a negative, fractional number or one above
 * the supply's own limit (`maxPerOrder`; the inputs' `max` mirrors it) makes the
 * set invalid, and names the offending keys.
 */
function readQuantities(params: URLSearchParams | FormData, supplies: Supply[]): { quantities: Record<string, number>; invalid: boolean; wrong: string[] } {
  const quantities: Record<string, number> = {};
  const wrong: string[] = [];
  for (const { key, maxPerOrder } of supplies) {
    const raw = params.get(key);
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const n = Number(raw.trim());
    if (Number.isNaN(n) || n === 0) continue;
    if (!Number.isInteger(n) || n < 0 || n > maxPerOrder) wrong.push(key);
    else quantities[key] = n;
  }
  return { quantities, invalid: wrong.length > 0, wrong };
}

// ─── loader ──────────────────────────────────────────────────────────────────

export async function suppliesLoader(context: Context, request: Request) {
  const { user, client } = await requireAccess(context, request, 'supplies');
  // Not before the laboratory has approved the client: the notice replaces the steps.
  const approval: ApprovalState = approvalOf(client.status);
  if (approval !== 'approved') {
    return { step: 0 as const, supplies: [] as Supply[], quantities: {}, loadError: null, step0Error: null, wrong: [] as string[], placed: null, prefill: null, approval, clientName: client.name };
  }
  return { ...(await steps(request, context, user, client.id)), approval, clientName: client.name };
}

async function steps(request: Request, context: Context, user: { firstname: string; lastname: string; email: string }, clientId: number) {
  const { log } = context.get(servicesContext);
  const url = new URL(request.url);
  let supplies: Supply[];
  try {
    supplies = await loadSupplies(context);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error('supply catalogue unavailable', { error: error instanceof Error ? error.message : String(error) });
    return { step: 0 as const, supplies: [] as Supply[], quantities: {}, loadError: 'get-all-supplies-error', step0Error: null, wrong: [] as string[], placed: null, prefill: null };
  }
  const { quantities, invalid, wrong } = readQuantities(url.searchParams, supplies);
  const placedParam = url.searchParams.get('placed');
  if (placedParam !== null) {
    const order = /^\d{1,15}$/.test(placedParam) ? await loadPlacedOrder(context, clientId, Number(placedParam)) : null;
    if (order) {
      const r = order.request;
      // the confirmation says where the supplies go
      const shipTo = { name: `${r.firstname} ${r.lastname}`.trim(), street_1: r.street_1, street_2: r.street_2 ?? null, city: r.city, state: r.state, postalCode: r.postalCode, country: r.country };
      return { step: 2 as const, supplies, quantities: r.supplies, loadError: null, step0Error: null, wrong, placed: order.id, prefill: null, shipTo };
    }
    return { step: 0 as const, supplies, quantities: {}, loadError: null, step0Error: 'supplies.placedNotFound' as const, wrong, placed: null, prefill: null };
  }
  const wantsForm = url.searchParams.get('step') === '1';
  const step0Error: Step0Error = !wantsForm ? null : invalid ? 'supplies.quantityInvalid' : Object.keys(quantities).length ? null : 'supplies.noItems';
  if (!wantsForm || step0Error) return { step: 0 as const, supplies, quantities, loadError: null, step0Error, wrong, placed: null, prefill: null };
  /** What the provider cannot give is left out (logged): no prefill or no saved addresses to choose; the user types the address. */
  const orElse =
    <T,>(what: string, value: T) =>
    (error: unknown): T => {
      if (error instanceof Response) throw error;
      log.warn(what, { error: error instanceof Error ? error.message : String(error) });
      return value;
    };
  const [shipping, saved] = await Promise.all([
    loadShippingPrefill(context, clientId).catch(orElse('supply order prefill unavailable', { address: null })),
    loadShippingAddresses(context, clientId).catch(orElse('supply order addresses unavailable', [])),
  ]);
  // `?address={id}` (the saved-address choice): only one of the client's own shipping
  // addresses counts; another client's id, an unknown one or none prefills the primary shipping address.
  const wanted = url.searchParams.get('address') ?? '';
  const chosen = /^\d{1,15}$/.test(wanted) ? (saved.find((a) => a.id === Number(wanted)) ?? null) : null;
  // The phone is a contact field: it stays the prefilled one (the primary shipping address's)
  // whichever saved address is chosen, and the choice fills the address fields only.
  const phone = addressPrefill(shipping.address).phone;
  const prefill = { firstname: user.firstname, lastname: user.lastname, email: user.email, ...addressPrefill(chosen ?? shipping.address), phone };
  const addresses = saved.map((a) => {
    const { phone: _phone, ...fields } = addressPrefill(a);
    return { id: a.id, text: addressOption(a), primary: !!a.primaryShipping, fields };
  });
  const selected = chosen?.id ?? saved.find((a) => a.primaryShipping)?.id ?? null;
  return { step: 1 as const, supplies, quantities, loadError: null, step0Error: null, wrong, placed: null, prefill, addresses, selected };
}

// ─── action ──────────────────────────────────────────────────────────────────

/** Places the order (POST /supply_requests.json), then shows step 2. */
export async function suppliesAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'supplies');
  const approval = approvalOf(client.status);
  if (approval !== 'approved') return data({ approval }, { status: 403 });
  const formData = await request.formData();
  const supplies = await loadSupplies(context);
  const { quantities, invalid } = readQuantities(formData, supplies);
  if (invalid || !Object.keys(quantities).length) {
    throw redirect(`/dashboard/shop/order-supplies?step=1${invalid ? '' : `&${quantityQuery(quantities)}`}`);
  }
  const submission = parseWithZod(formData, { schema: addressSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  let placed;
  try {
    placed = await placeSupplyRequest(context, {
      clientCode: client.code,
      clientName: client.name,
      request: {
        firstname: v.firstname, lastname: v.lastname, street_1: v.street_1, street_2: v.street_2, city: v.city, state: v.state, country: v.country,
        postalCode: v.postalCode, phone: v.phone, email: v.email, supplies: quantities,
      },
    });
  } catch (e) {
    if (e instanceof Response) throw e;
    // The provider knew better than the account cached a minute: the client is not approved (any more).
    const refused = e instanceof ProviderError && e.status === 403 ? refusalState(e.code) : null;
    if (refused) return data({ approval: refused }, { status: 403 });
    // The provider's refusal (4xx) or its failure: the form stays filled and says the order was not placed.
    if (!(e instanceof ProviderError) || e.status >= 500) context.get(servicesContext).log.error('supply order failed', { error: e instanceof Error ? e.message : String(e) });
    if (e instanceof ProviderError && e.status === 429) return data({ result: submission.reply({ formErrors: ['mail-limited'] }) }, { status: 429 });
    return data({ result: submission.reply({ formErrors: ['supplies-order-error'] }) }, { status: 400 });
  }
  return seeOther(`/dashboard/shop/order-supplies?placed=${placed.id}`);
}

