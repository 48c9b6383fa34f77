/**
 * Messages visitors send the laboratory (document 1 §7 "Content", document 3 §7): the contact
 * form (POST /contact/send_message) and the soil page's get-started form (POST
 * /terramea/contact_ets). Each is stored, then e-mailed to the laboratory's inbox with a reply
 * to the sender. Open to visitors; a signed-in sender is recorded with the message.
 */
import { Hono } from 'hono';
import { type Ctx, type ProviderEnv, clientAddress, readJson, trackEvent, tooManyAnswer } from '../http.ts';
import { limitWait, senderLimits, spend, waitText } from '../services/rate-limits.ts';
import { contactMessageMail, soilEnquiryMail } from '../services/mail-templates.ts';
import { contactMessage, soilContact } from '../../contract/contact.ts';
import { insertContactMessage } from '../repositories/content.ts';

export const contactRoutes = new Hono<ProviderEnv>();

/**
 * At most MAIL_LIMITS.contact messages an hour per sender (both contact
 * forms). Spends one; answers the 429 when the sender is over the limit.
 */
async function overContactLimit(c: Ctx): Promise<Response | null> {
  const { db, clock } = c.var.deps;
  const limits = senderLimits('contact', c.var.user?.id, clientAddress(c));
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) return tooManyAnswer(c, wait, `You have sent several messages in a short time. Please wait ${waitText(wait)} or call us.`);
  await spend(db, clock, limits);
  return null;
}

contactRoutes.post('/contact/send_message', async (c) => {
  const body = await readJson(c, contactMessage);
  const { db, mailer, labInbox } = c.var.deps;
  const user = c.var.user;
  const refused = await overContactLimit(c);
  if (refused) return refused;
  await insertContactMessage(db, { kind: 'ets', name: body.name, email: body.email, phone: body.phone || null, message: body.message, userId: user?.id ?? null });
  await mailer.send({
    to: labInbox,
    replyTo: body.email,
    ...contactMessageMail({ ...body, signedInAs: user?.email }),
  });
  await trackEvent(c, 'contact-message', { kind: 'ets' });
  return c.json({ success: true as const });
});

/** The soil page's get-started form. */
contactRoutes.post('/terramea/contact_ets', async (c) => {
  const body = await readJson(c, soilContact);
  const { db, mailer, labInbox } = c.var.deps;
  const refused = await overContactLimit(c);
  if (refused) return refused;
  await insertContactMessage(db, { kind: 'terramea', name: body.name, email: body.email, phone: body.phone, message: body.message, userId: c.var.user?.id ?? null });
  await mailer.send({
    to: labInbox,
    replyTo: body.email,
    ...soilEnquiryMail(body),
  });
  await trackEvent(c, 'contact-terramea');
  return c.json({ success: true, message: 'contact-ets-success' });
});
