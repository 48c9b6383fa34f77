/**
 * Contract of the public site's CMS content (document 1 §7 "Content"): pages, people, seminars
 * and the FAQ. Publications, search, report verification, the contact forms and the vintage charts
 * have their own files.
 */
import { z } from 'zod';

export const contentPage = z.object({ slug: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() });
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageList = z.array(contentPage);
/** GET /cms/content_pages.json: every page, or one with `?slug=` (ours, to keep pages small). */
export const contentPagesQuery = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'slug is not valid').optional() });

export const person = z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable(), imageUrl: z.string().nullable() });
export type Person = z.infer<typeof person>;
export const personList = z.array(person);

export const seminar = z.object({
  id: z.number().int(),
  title: z.string(),
  eventDate: z.string(),
  startDate: z.string(),
  location: z.string(),
  eventUrl: z.string().nullable(),
  imgUrl: z.string().nullable(),
});
export type Seminar = z.infer<typeof seminar>;
export const seminarList = z.array(seminar);

export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), position: z.number() });
export type Faq = z.infer<typeof faq>;
export const faqList = z.array(faq);
