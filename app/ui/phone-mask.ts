/**
 * The US phone mask of the address forms (app/ui/address-options.ts re-exports it), apart from
 * the countries' and states' lists so that every page with a form does not ship them.
 */

/** Applies the ###-###-#### mask to whatever digits were typed (the server accepts 10 digits in any layout). */
export function maskUsPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  return d.length > 6 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}
