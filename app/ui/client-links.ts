/**
 * Plain links with client navigation (issue 20). A list of many rows renders plain `<a href>`
 * with paths built once per page: a `<Link>` per row ran React Router's hooks and resolved its
 * path once per link (about 7 % of the results page's server time) and printed `data-discover`
 * on each. Once JavaScript runs, this one listener on the list gives those links what a `<Link>`
 * gives: a plain click (primary button, no modifier key) on a same-origin link without `target`
 * or `download` is a client navigation, not a document load. Without JavaScript (or with a
 * modifier key: new tab, new window) they are ordinary links.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useClientLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || !list.contains(a)) return;
      if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== window.location.origin) return;
      e.preventDefault();
      void navigate(a.pathname + a.search + a.hash);
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}
