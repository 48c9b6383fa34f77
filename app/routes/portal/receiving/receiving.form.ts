/**
 * The desk's receive form, checked by the contract's schema of a sample's mark (`receiveBody`):
 * each sample's id, whether it arrived (an unticked box posts nothing: not received), its
 * condition, a note and its AVA (the desk's choice is the sample's, "not known" included); the
 * submission and the code it was found by.
 */
import { z } from 'zod';
import { receiveBody } from '../../../../contract/submissions.ts';
import { optionalAva } from '../../../../contract/avas.ts';

export const receiveForm = z.object({
  submissionId: z.number({ error: 'orders.error.noSample' }).int().positive(),
  code: z.string().max(40).optional(),
  samples: z.array(receiveBody.shape.samples.element.extend({ received: z.boolean().default(false), ava: optionalAva }), { error: 'orders.error.noSample' }).min(1, 'orders.error.noSample'),
});
