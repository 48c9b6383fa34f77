/** The sample page's block form: one of the client's vineyard blocks, or none ("" unties the sample). */
import { z } from 'zod';

export const sampleBlockSchema = z.object({
  blockId: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{1,12}$/.test(v), { error: 'harvest.sampleBlockError' })
    .transform((v) => (v ? Number(v) : null)),
});
