/**
 * The menus' plain links (app/ui/client-links.tsx) mark the open page as React Router's
 * NavLink did: the same rule, and the same markup for a marked and an unmarked link.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLink, isCurrentPage } from '../../app/ui/client-links.tsx';

describe('isCurrentPage', () => {
  it('marks the page itself, and pages below it unless `end`', () => {
    expect(isCurrentPage('/dashboard/results', '/dashboard/results')).toBe(true);
    expect(isCurrentPage('/dashboard/results/group/1/sample/S1', '/dashboard/results')).toBe(true);
    expect(isCurrentPage('/dashboard/results/group/1/sample/S1', '/dashboard/results', true)).toBe(false);
    expect(isCurrentPage('/publications/publication/4', '/publications')).toBe(true);
  });

  it('does not mark a page whose path only starts with the same letters', () => {
    expect(isCurrentPage('/dashboard/results-old', '/dashboard/results')).toBe(false);
    expect(isCurrentPage('/locationsx', '/locations')).toBe(false);
  });

  it('compares without case, and without the query or fragment of the link', () => {
    expect(isCurrentPage('/Dashboard/Billing', '/dashboard/billing')).toBe(true);
    expect(isCurrentPage('/locations', '/locations#sample-dropboxes', true)).toBe(true);
    expect(isCurrentPage('/dashboard/results', '/dashboard/results?view=analyses', true)).toBe(true);
  });

  it('marks the home page only on the home page', () => {
    expect(isCurrentPage('/', '/', true)).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/publications', '/')).toBe(false);
  });

  it('treats a trailing slash of the link as the end of its path', () => {
    expect(isCurrentPage('/about-us/quality', '/about-us/')).toBe(true);
    expect(isCurrentPage('/about-us', '/about-us/')).toBe(false);
  });
});

describe('PageLink', () => {
  const html = (props: Parameters<typeof PageLink>[0]) => renderToStaticMarkup(createElement(PageLink, props));

  it('prints a plain link React Router discovers, marked when it is the open page', () => {
    expect(html({ to: '/dashboard/billing', current: '/dashboard/billing', children: 'Billing' })).toBe(
      '<a href="/dashboard/billing" class="active" aria-current="page" data-discover="true">Billing</a>',
    );
    expect(html({ to: '/dashboard/billing', current: '/dashboard/results', className: 'x', children: 'Billing' })).toBe(
      '<a href="/dashboard/billing" class="x" data-discover="true">Billing</a>',
    );
    expect(html({ to: '/launchpad/clients', current: '/launchpad/clients', className: 'all-clients', children: 'All' })).toContain('class="all-clients active"');
  });

  it('keeps an aria-current given by the caller when it does not compare paths itself', () => {
    expect(html({ to: '/dashboard/results?page=2', 'aria-current': 'page', children: '2' })).toContain('aria-current="page"');
    expect(html({ to: '/dashboard/results?page=3', children: '3' })).not.toContain('aria-current');
  });
});
