/**
 * How the billing list posts an unpaid row of the page it showed (client-safe: the page renders
 * it into a hidden input; app/models/payments.server.ts reads it back into the selection).
 */
export interface SelectedLine {
  invoiceNumber: string;
  /** cents */
  price: number;
  batchNumber: number | null;
  financeCharge: boolean;
}

/** A page's unpaid row as the form posts it: `number:cents:batch:F|I`. */
export function encodeRow(l: SelectedLine): string {
  return `${l.invoiceNumber}:${l.price}:${l.batchNumber ?? ''}:${l.financeCharge ? 'F' : 'I'}`;
}
export function decodeRow(v: string): SelectedLine | null {
  const m = /^([\w-]{1,40}):(\d{1,12}):(\d{0,12}):([FI])$/.exec(v);
  if (!m) return null;
  return { invoiceNumber: m[1], price: Number(m[2]), batchNumber: m[3] ? Number(m[3]) : null, financeCharge: m[4] === 'F' };
}

