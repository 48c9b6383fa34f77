import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link read beside a half-filled form (the terms beside "I accept"): it opens in a new tab so
 * the form and what was typed stay, and says so to everyone, screen readers included. A plain
 * `<a>`: the browser opens the tab, with or without JavaScript.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="new-tab-note">{` ${t('common.opensNewTab')}`}</span>
    </a>
  );
}
