/**
 * Plain links with client navigation. A list of many rows, and the menus every page
 * repeats (header, footer, the dashboard's sidebar, pagination), render plain `<a href>`: a
 * `<Link>` ran React Router's hooks and resolved its path twice per link on the server, a
 * `<NavLink>` three times (the ~75 links of the header, footer and sidebar were 8 % of a portal
 * page's server time). Once JavaScript runs, one listener on the list gives those links what a
 * `<Link>` gives: a plain click (primary button, no modifier key) on a same-origin link without
 * `target` or `download` is a client navigation, not a document load, and a link to the page
 * that is open replaces it in the history instead of adding it again. Without JavaScript (or with
 * a modifier key: new tab, new window) they are ordinary links.
 *
 * The listener sits on the list's own element, which must hold no `<Link>` or `<Form>` with
 * options of its own (`replace`, `state`, `reloadDocument`): its click would be taken here first.
 */
import { type AnchorHTMLAttributes, type RefObject, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useClientLinks<T extends HTMLElement>(existing?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const ref = existing ?? own;
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
      const to = a.pathname + a.search + a.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [navigate, ref]);
  return ref;
}

/**
 * Whether `to` is the page at `pathname`, as `<NavLink>` decides it (case-insensitive; without
 * `end` a page below `to` counts too). Query and fragment of `to` are not compared.
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  let length = to.length;
  const query = to.indexOf('?');
  if (query >= 0) length = query;
  const hash = to.indexOf('#');
  if (hash >= 0 && hash < length) length = hash;
  const target = (length === to.length ? to : to.slice(0, length)).toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const cut = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(cut) === '/';
}

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** an absolute path of this site */
  to: string;
  /** the current path: marks the link `aria-current="page"` and `active`, as a NavLink (see isCurrentPage) */
  current?: string;
  end?: boolean;
};

/**
 * A plain link to a page of this site, inside an element given `useClientLinks`. It carries
 * `data-discover` as a `<Link>` does, so React Router learns the routes it leads to before the click.
 */
export function PageLink({ to, current, end, className, ...rest }: PageLinkProps) {
  const on = current !== undefined && isCurrentPage(current, to, end);
  return (
    <a
      {...rest}
      href={to}
      className={on ? (className ? `${className} active` : 'active') : className}
      aria-current={on ? 'page' : rest['aria-current']}
      data-discover="true"
    />
  );
}
