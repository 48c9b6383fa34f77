import { Hono } from 'hono';
import { type ProviderEnv, clientAddress, readJson, readQuery, trackEvent } from '../http.ts';
import { limitWait, senderLimits, spend, tooManyAnswer, waitText } from '../services/rate-limits.ts';
import { contactMessageMail } from '../services/mail-templates.ts';
import { FRESHNESS, contactMessage, publicationsQuery } from '../contract/analyses.ts';

/**
 * Content calls the catalogue and the home page use (document 1 §7): export countries,
 * publication cards (newest first) and the contact message.
 */
export const cmsCatalogueRoutes = new Hono<ProviderEnv>();

cmsCatalogueRoutes.get('/cms/countries.json', async (c) => {
  const rows = await c.var.deps.db.selectFrom('countries').select(['countryCode', 'name']).orderBy('name').execute();
  c.header('Cache-Control', `public, max-age=${FRESHNESS.countries}`);
  return c.json(rows);
});

cmsCatalogueRoutes.get('/cms/publications.json', async (c) => {
  const { limit } = readQuery(c, publicationsQuery);
  const rows = await c.var.deps.db
    .selectFrom('publications')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .select([
      'publications.id', 'publications.title', 'publications.description', 'publications.heroUrl', 'publications.heroImageFileName',
      'publications.categoryId', 'publication_categories.name as categoryName', 'publications.reviewedAt',
    ])
    .orderBy('publications.reviewedAt', 'desc')
    .orderBy('publications.id', 'desc')
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();
  c.header('Cache-Control', `public, max-age=${FRESHNESS.publications}`);
  return c.json(rows);
});

/**
 * Stores the message and e-mails it to the laboratory's inbox, replying to the sender.
 * Open to visitors; a signed-in sender is recorded with the message.
 */
cmsCatalogueRoutes.post('/contact/send_message', async (c) => {
  const body = await readJson(c, contactMessage);
  const { db, mailer, labInbox, clock } = c.var.deps;
  const user = c.var.user;
  // Issue 12 item 5: at most MAIL_LIMITS.contact messages an hour per sender (both contact forms).
  const limits = senderLimits('contact', user?.id, clientAddress(c));
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) return tooManyAnswer(c, wait, `You have sent several messages in a short time. Please wait ${waitText(wait)} or call us.`);
  await spend(db, clock, limits);
  await db
    .insertInto('contact_messages')
    .values({ kind: 'ets', name: body.name, email: body.email, phone: body.phone || null, message: body.message, userId: user?.id ?? null })
    .execute();
  await mailer.send({
    to: labInbox,
    replyTo: body.email,
    ...contactMessageMail({ ...body, signedInAs: user?.email }),
  });
  await trackEvent(c, 'contact-message', { kind: 'ets' });
  return c.json({ success: true as const });
});
