/** The sample page's AVA form: one of the known AVAs (contract/avas.ts), or none ("" : not known). */
import { z } from 'zod';
import { optionalAva } from '../../../contract/avas.ts';

export const sampleAvaSchema = z.object({ ava: optionalAva });
