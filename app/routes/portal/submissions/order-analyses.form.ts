/**
 * The forms of the order-analyses page, checked by the contract's schemas (contract/submissions.ts)
 * in the browser and again by the action: a sample's fields, the tests picked for a sample, the
 * delivery of the submission. Every message is a translation key.
 */
import { z } from 'zod';
import { addAnalysesBody, sampleBody, submitBody } from '../../../../contract/submissions.ts';

/** The page's URL (the specification's name: "order analyses"). */
export const ORDER_ANALYSES_PATH = '/dashboard/shop/order-analyses';

/** What each form posts as `intent`; the action decides by it. */
export type Intent = 'add-sample' | 'update-sample' | 'remove-sample' | 'add-tests' | 'remove-test' | 'copy-previous' | 'submit';

/** A sample's fields: the contract's own schema, `thisYear` (lab clock) bounding the vintage. */
export const sampleForm = sampleBody;
export const SAMPLE_FIELDS = ['description', 'sampleTypeId', 'varietal', 'vintage', 'ava', 'clientReference', 'lot', 'blockId', 'labelAlcohol', 'specificationId'] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];

/** The tests ticked in the picker: none ticked posts no `analysisIds` at all, which is "choose at least one". */
export const testsForm = z.object({
  analysisIds: z.preprocess((v) => (v === undefined ? [] : [v].flat()), addAnalysesBody.shape.analysisIds),
});

/** The delivery chosen on the review step (the language is the page's). */
export const deliveryForm = submitBody;

/** The sample (and test) a button acts on: hidden fields, so a missing one is "that sample is gone". */
export const sampleRef = z.object({
  sampleId: z.number({ error: 'orders.error.noSample' }).int().positive(),
  analysisId: z.number().int().positive().optional(),
});
