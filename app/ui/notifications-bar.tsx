import { useEffect, useRef } from 'react';
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
 * The notifications bar: count and priority title in a `<details>` that starts open only when
 * some notification has priority and the screen is wider than 768 px (document 1 §9). Open,
 * it lists one line per message, its title; the text opens on demand (each message is a
 * `<details>`), so even three messages take a few lines of the first screen. Long messages end
 * in a "...more" that reveals the rest without JavaScript. Dismiss is a form: it acknowledges
 * the message and comes back to the same page.
 */
export function NotificationsBar({ notifications, csrf }: { notifications: Notification[]; csrf: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();
  const priority = notifications.find((n) => n.showPriority);
  useEffect(() => {
    if (ref.current && window.innerWidth <= MEDIUM) ref.current.open = false;
  }, []);
  if (!notifications.length) return null;
  const here = location.pathname + location.search;
  return (
    <section className="notifications-bar" aria-label={t('notifications.region')}>
      {/* Open when a notification has priority; on a narrow screen the script below closes it
          before the first paint (no layout shift), and React leaves that choice alone. */}
      <details ref={ref} open={!!priority} className="container" suppressHydrationWarning>
        <summary>
          <strong>{t('notifications.count', { count: notifications.length })}</strong>
          {priority ? <span className="notifications-priority">: {priority.title}</span> : null}
        </summary>
        <ul>
          {notifications.map((n) => {
            const [head, tail] = cutMessage(n.messageBody);
            return (
              <li key={n.id} className={n.showPriority ? 'notification priority' : 'notification'}>
                {/* One line per message (its title); the text opens on demand, so the bar
                    never fills the first screen. */}
                <details className="notification-item">
                  <summary>
                    <h2 className="notification-title">{n.title}</h2>
                  </summary>
                  <div className="notification-body">
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
                </details>
                <Form method="post" action={`/notifications/${n.id}/dismiss`}>
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="redirectTo" value={here} />
                  <button type="submit" className="secondary outline small" aria-label={t('notifications.dismissNamed', { title: n.title })}>
                    {t('notifications.dismiss')}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </details>
      {priority ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `(function(d){if(d&&innerWidth<=${MEDIUM})d.open=false})(document.currentScript.previousElementSibling)` }}
        />
      ) : null}
    </section>
  );
}
