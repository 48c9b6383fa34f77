/** Client settings: the mailed-copies switches and going paperless (document 2 §7). Addresses: contract/addresses.ts. */
import { z } from 'zod';

export const mailedCopiesBody = z.object({ invoices: z.boolean(), reports: z.boolean() }).strict();
export const mailedCopiesResponse = z.object({ invoices: z.boolean(), reports: z.boolean(), canChange: z.boolean() });

export const goPaperlessResponse = z.object({
  receivesMailedDocuments: z.boolean(),
  /** true when the client already gets documents only electronically */
  paperless: z.boolean(),
});
