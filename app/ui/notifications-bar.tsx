import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../contract/notifications.ts';
import { useNonce } from './nonce.tsx';

/** Messages are cut at about this many characters, at a word boundary (document 1 §9). */
export const NOTIFICATION_CUT = 350;
const MEDIUM = 768;

export function cutMessage(body: string, at = NOTIFICATION_CUT): [string, string] {
  if (body.length <= at) return [body, ''];
  const space = body.lastIndexOf(' ', at);
  const cut = space > at * 0.8 ? space : at;
  return [body.slice(0, cut), body.slice(cut)];
}

/**
 * What the browser gets of a notification in the root's loader data: its body is
 * printed in the HTML and nowhere else. It was sent twice, in the bar and again in the data for
 * hydration (about 0.8 KB of a results page's gzipped HTML).
 */
export type NotificationHead = Pick<Notification, 'id' | 'title' | 'showPriority'>;

/**
 * The bodies by notification id, for the server's render only: the root loader puts them in the
 * request's context (`notificationBodiesContext`) and entry.server.tsx provides them here.
 */
const BodiesContext = createContext<ReadonlyMap<number, string> | null>(null);
export const NotificationBodiesProvider = BodiesContext.Provider;

const BODY_ID = 'notification-body-';
/** In the browser: each body's markup as the server printed it, read once at hydration, by id. */
const printed = new Map<number, string>();
let read = false;
function readPrinted() {
  if (read || typeof document === 'undefined') return;
  read = true;
  for (const el of document.querySelectorAll(`[id^="${BODY_ID}"]`)) printed.set(Number(el.id.slice(BODY_ID.length)), el.innerHTML);
}

/**
 * A notification's text. On the server, from the bodies above. In the browser, the markup the
 * server printed, kept as it is (React neither hydrates nor re-renders inside it; the "...more"
 * is a plain `<details>`). A notification that arrives after the page loaded (the root's data
 * revalidated after a form) has no printed body: it is fetched from `/notifications/:id/body`,
 * before its `<details>` can be opened.
 */
function NotificationBody({ id }: { id: number }) {
  const bodies = useContext(BodiesContext);
  const body = bodies?.get(id);
  if (body !== undefined) return <BodyText id={id} body={body} />;
  readPrinted();
  const html = printed.get(id);
  if (html !== undefined) return <div className="notification-body" id={BODY_ID + id} dangerouslySetInnerHTML={{ __html: html }} />;
  return <FetchedBody id={id} />;
}

function FetchedBody({ id }: { id: number }) {
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    // A plain fetch of the resource route's JSON: useFetcher would add ~0.35 KB to every page's JavaScript.
    let live = true;
    void fetch(`/notifications/${id}/body`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ body: string }>) : null))
      .then((d) => live && d && setBody(d.body))
      .catch((error: unknown) => console.warn('notification body unavailable', error));
    return () => {
      live = false;
    };
  }, [id]);
  return body === null ? <div className="notification-body" /> : <BodyText id={id} body={body} />;
}

function BodyText({ id, body }: { id: number; body: string }) {
  const { t } = useTranslation();
  const [head, tail] = cutMessage(body);
  return (
    <div className="notification-body" id={BODY_ID + id}>
      {tail ? (
        <details className="more">
          <summary>
            {head}
            <span className="more-link">{t('notifications.more')}</span>
          </summary>
          <span>{tail}</span>
        </details>
      ) : (
        <p>{head}</p>
      )}
    </div>
  );
}

/**
 * The notifications bar: count and priority title in a `<details>` that starts open only when
 * some notification has priority and the screen is wider than 768 px (document 1 §9): closed in
 * the HTML, opened by a script before the first paint (without JavaScript it stays closed). Open,
 * it lists one line per message, its title; the text opens on demand (each message is a
 * `<details>`), so even three messages take a few lines of the first screen. Long messages end
 * in a "...more" that reveals the rest without JavaScript. Dismiss is a form: it acknowledges
 * the message and comes back to the same page.
 */
export function NotificationsBar({ notifications, csrf }: { notifications: NotificationHead[]; csrf: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();
  const priority = notifications.find((n) => n.showPriority);
  useEffect(() => {
    if (ref.current && priority && window.innerWidth > MEDIUM) ref.current.open = true;
  }, [priority]);
  if (!notifications.length) return null;
  const here = location.pathname + location.search;
  return (
    <section className="notifications-bar" aria-label={t('notifications.region')}>
      {/* Closed in the HTML, so a phone without JavaScript does not start with every message
          open above the page (the summary names the priority message anyway); with a priority
          message and a screen wider than 768 px the script below opens it before the first
          paint (no layout shift), and React leaves that choice alone. */}
      <details ref={ref} className="container" suppressHydrationWarning>
        <summary>
          <strong>{t('notifications.count', { count: notifications.length })}</strong>
          {priority ? <span className="notifications-priority">: {priority.title}</span> : null}
        </summary>
        <ul>
          {notifications.map((n) => (
            <li key={n.id} className={n.showPriority ? 'notification priority' : 'notification'}>
              {/* One line per message (its title); the text opens on demand, so the bar
                  never fills the first screen. */}
              <details className="notification-item">
                <summary>
                  <h2 className="notification-title">{n.title}</h2>
                </summary>
                <NotificationBody id={n.id} />
              </details>
              <Form method="post" action={`/notifications/${n.id}/dismiss`}>
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="redirectTo" value={here} />
                <button type="submit" className="secondary outline small" aria-label={t('notifications.dismissNamed', { title: n.title })}>
                  {t('notifications.dismiss')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </details>
      {priority ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `(function(d){if(d&&innerWidth>${MEDIUM})d.open=true})(document.currentScript.previousElementSibling)` }}
        />
      ) : null}
    </section>
  );
}
