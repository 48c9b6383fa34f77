import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Flash } from '../session.server.ts';

/**
 * Flash messages, rendered by the server: top right, hidden after 5 s by CSS alone
 * (paused while hovered or focused), and dismissible with a link that reloads the page
 * without them (or at once, with JavaScript).
 *
 * With JavaScript, a message that arrives with a client-side navigation (a form's answer)
 * takes the focus, so a screen reader reads it and the keyboard
 * continues from it; it stays shown while focused. A page loaded as a document ("default" key)
 * keeps the browser's own focus order.
 */
export function FlashMessages({ messages }: { messages: Flash[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.key !== 'default' && messages.length) region.current?.querySelector<HTMLElement>('.flash')?.focus();
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!messages.length) return null;
  return (
    <div className="flash-region" ref={region}>
      {messages.map((m, i) => (
        <div key={i} className={`flash flash-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'} id={`flash-${i}`} tabIndex={-1}>
          <p>
            {m.raw ? m.message : t(m.message, m.values)}
            {m.link ? (
              <>
                {' '}
                <Link to={m.link.to}>{t(m.link.label)}</Link>
              </>
            ) : null}
          </p>
          <a
            className="flash-dismiss"
            href={location.pathname + location.search}
            onClick={(e) => {
              e.preventDefault();
              (e.currentTarget.parentElement as HTMLElement).hidden = true;
            }}
          >
            {t('common.dismiss')}
          </a>
        </div>
      ))}
    </div>
  );
}
