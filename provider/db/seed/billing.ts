/**
 * Invoices (one per batch, plus finance charges and offline invoices), saved payment methods,
 * and the portal orders and payments that settled past invoices.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../types.ts';
import { tierFee } from '../../../contract/pricing.ts';
import type { SeedAnalysis } from './data/types.ts';
import type { BatchInfo } from './history.ts';
import { rng } from './random.ts';
import { DAY, iso, pacific, pacificParts } from './time.ts';

export interface BillingClient {
  key: string;
  id: number;
  code: string;
  status: string;
  /** user ids: who pays online */
  payerUserId: number | null;
  paymentMethodId: number | null;
}

export interface Billing {
  invoices: Insertable<Database['invoices']>[];
  orders: Insertable<Database['orders']>[];
  orderLineItems: Insertable<Database['order_line_items']>[];
  payments: Insertable<Database['payments']>[];
}

/** Fee of a batch: each analysis at the tier of the number of samples it was ordered on. */
export function batchTotal(orders: Map<string, number>, analyses: Map<string, SeedAnalysis>): number {
  let total = 0;
  for (const [code, n] of orders) {
    const a = analyses.get(code);
    if (!a) continue;
    const fee = tierFee(a, n);
    if (fee > 0) total += fee * n;
  }
  return total;
}

export function buildBilling(opts: { now: number; info: BatchInfo[]; clients: BillingClient[]; analyses: Map<string, SeedAnalysis> }): Billing {
  const { now, analyses } = opts;
  const r = rng(0xb111);
  const byId = new Map(opts.clients.map((c) => [c.id, c]));
  type Draft = Insertable<Database['invoices']> & { at: number };
  const drafts: Draft[] = [];

  for (const b of opts.info) {
    const c = byId.get(b.clientId);
    if (!c) continue;
    const total = batchTotal(b.orders, analyses);
    if (total <= 0) continue;
    const issued = b.status === 'Completed' ? b.reportedAt! : b.submittedAt;
    const age = (now - issued) / DAY;
    let status: 'PAID' | 'UNPAID' | 'PENDING';
    if (b.status !== 'Completed') status = 'PENDING';
    else if (c.status === 'Credit Hold') status = age > 150 ? 'PAID' : 'UNPAID';
    else if (c.key === 'A') status = age > 75 ? 'PAID' : age > 30 ? (r.chance(0.35) ? 'UNPAID' : 'PAID') : r.chance(0.8) ? 'UNPAID' : 'PAID';
    else status = age > 40 ? 'PAID' : 'UNPAID';
    const due = status === 'PAID' ? 0 : total;
    drafts.push({
      at: issued,
      clientId: c.id,
      invoiceNumber: '',
      batchId: b.id,
      dateIssued: iso(issued),
      totalAmount: total,
      amountDue: due,
      nakedBalance: due,
      status,
      docType: 'Invoice',
      orderNumber: null,
      isOfflineInvoice: 0,
      dueAt: iso(issued + 30 * DAY),
    });
  }

  // Offline invoices (consulting, trap kits, on-site sampling), billed outside the portal.
  const offline: [string, number, number, boolean][] = [
    ['A', 400, 28500, true], ['A', 190, 47500, true], ['A', 12, 9500, false], ['H', 260, 15000, true], ['C', 70, 12000, false],
  ];
  for (const [key, daysAgo, amount, paid] of offline) {
    const c = opts.clients.find((x) => x.key === key);
    if (!c) continue;
    const at = now - daysAgo * DAY;
    drafts.push({
      at, clientId: c.id, invoiceNumber: '', batchId: null, dateIssued: iso(at), totalAmount: amount, amountDue: paid ? 0 : amount,
      nakedBalance: paid ? 0 : amount, status: paid ? 'PAID' : 'UNPAID', docType: 'Invoice', orderNumber: null, isOfflineInvoice: 1, dueAt: iso(at + 30 * DAY),
    });
  }

  drafts.sort((a, b) => a.at - b.at);
  let number = 3_104_200;
  for (const d of drafts) {
    number += r.int(3, 40);
    d.invoiceNumber = String(number);
  }

  // Finance charges: 2% a month on the overdue balance, on the first of the month.
  const month0 = pacificParts(now);
  for (const c of opts.clients) {
    const months = c.status === 'Credit Hold' ? 4 : c.key === 'A' ? 1 : 0;
    for (let m = 0; m < months; m++) {
      let y = month0.year;
      let mo = month0.month - m;
      while (mo < 1) { mo += 12; y--; }
      const at = Math.min(pacific(y, mo, 1, 6, 0), now - 3_600_000);
      const overdue = drafts.filter((d) => d.clientId === c.id && d.status === 'UNPAID' && d.docType === 'Invoice' && d.at + 30 * DAY < at);
      const base = overdue.reduce((s, d) => s + d.totalAmount, 0);
      if (base <= 0) continue;
      const amount = Math.max(100, Math.round(base * 0.02));
      drafts.push({
        at, clientId: c.id, invoiceNumber: `FC-${y}${String(mo).padStart(2, '0')}-${c.code}`, batchId: null, dateIssued: iso(at),
        totalAmount: amount, amountDue: amount, nakedBalance: amount, status: 'UNPAID', docType: 'Finance Charge', orderNumber: null,
        isOfflineInvoice: 0, dueAt: iso(at + 30 * DAY),
      });
    }
    if (c.key === 'A') {
      // A few settled finance charges from earlier years.
      for (const daysAgo of [420, 800, 1150]) {
        const p = pacificParts(now - daysAgo * DAY);
        const at = pacific(p.year, p.month, 1, 6, 0);
        const amount = r.int(6, 60) * 100 + r.int(0, 99);
        drafts.push({
          at, clientId: c.id, invoiceNumber: `FC-${p.year}${String(p.month).padStart(2, '0')}-${c.code}`, batchId: null, dateIssued: iso(at),
          totalAmount: amount, amountDue: 0, nakedBalance: 0, status: 'PAID', docType: 'Finance Charge', orderNumber: null, isOfflineInvoice: 0, dueAt: iso(at + 30 * DAY),
        });
      }
    }
  }

  // Portal payments: the paid invoices of the last year, settled in monthly orders.
  const orders: Billing['orders'] = [];
  const orderLineItems: Billing['orderLineItems'] = [];
  const payments: Billing['payments'] = [];
  let orderId = 0;
  let orderNo = 104_211;
  for (const c of opts.clients) {
    if (!c.payerUserId || !c.paymentMethodId) continue;
    const groups = new Map<string, Draft[]>();
    for (const d of drafts) {
      if (d.clientId !== c.id || d.status !== 'PAID' || d.isOfflineInvoice || d.docType !== 'Invoice' || now - d.at > 365 * DAY) continue;
      const paidAt = Math.min(d.at + 18 * DAY, now - DAY);
      const p = pacificParts(paidAt);
      const k = `${p.year}-${p.month}`;
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k)!.push(d);
    }
    for (const list of groups.values()) {
      orderId++;
      orderNo += r.int(1, 30);
      const orderNumber = `ORD-${orderNo}`;
      const lastIssued = Math.max(...list.map((d) => d.at));
      const paidAt = Math.min(lastIssued + r.int(2, 12) * DAY, now - DAY / 2);
      const total = list.reduce((s, d) => s + d.totalAmount, 0);
      orders.push({ id: orderId, orderNumber, clientId: c.id, userId: c.payerUserId, orderTotal: total, state: 'successful', paidAt: iso(paidAt), paymentMethodId: c.paymentMethodId, createdAt: iso(paidAt - 5 * 60_000) });
      for (const d of list) {
        d.orderNumber = orderNumber;
        orderLineItems.push({ orderId, invoiceNumber: d.invoiceNumber, batchNumber: d.batchId ?? null, docType: d.docType, price: d.totalAmount });
      }
      payments.push({ orderId, paymentMethodId: c.paymentMethodId, amount: total, state: 'successful', gatewayReference: `sandbox_txn_${r.code(14, 'abcdefghijklmnopqrstuvwxyz0123456789')}`, message: 'Approved', createdAt: iso(paidAt) });
    }
  }

  drafts.sort((a, b) => a.at - b.at);
  const invoices = drafts.map((d) => {
    const { at, ...row } = d;
    void at;
    return row;
  });
  return { invoices, orders, orderLineItems, payments };
}
