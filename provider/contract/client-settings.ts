/** Client settings (issue 17): the mailed-copies switches. Addresses: contract/addresses.ts. */
import { z } from 'zod';

export const mailedCopiesBody = z.object({ invoices: z.boolean(), reports: z.boolean() }).strict();
export const mailedCopiesResponse = z.object({ invoices: z.boolean(), reports: z.boolean(), canChange: z.boolean() });
