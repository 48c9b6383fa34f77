import { useTranslation } from 'react-i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import {
  Links, Outlet, Scripts, ScrollRestoration, data, useMatches, useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { clockOf, notificationBodiesContext, servicesContext } from './context.ts';
import { honeypotInputProps } from './csrf.server.ts';
import { getLocale, i18nextMiddleware } from './middleware/i18next.server.ts';
import { csrfTokenContext, requestMiddleware } from './middleware/request.server.ts';
import { type Flash, sessionContext } from './session.server.ts';
import { loadShell } from './models/header-footer.server.ts';
import { AuthPing } from './ui/auth-ping.tsx';
import { type NotificationHead, NotificationsBar } from './ui/notifications-bar.tsx';
import { FlashMessages } from './ui/flash.tsx';
import { useNonce } from './ui/nonce.tsx';
import { currentI18n } from './i18n/client.tsx';
import { pageParts } from './i18n/strings.ts';
import { loadStrings } from './i18n/load-strings.ts';
import { isLanguage } from './i18n/config.ts';
import { SiteFooter } from './ui/site-footer.tsx';
import { SiteHeader } from './ui/site-header.tsx';
import { ErrorPage } from './ui/error-page.tsx';
import picoHref from '@picocss/pico/css/pico.min.css?url';
import appHref from './styles/app.css?url';

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, requestMiddleware];

/**
 * Before a client-side navigation, the parts of the strings the new page needs and the browser
 * does not have yet (another portal area, the public site's) are fetched (app/i18n/strings.ts),
 * so the new page renders with its text.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const i18n = currentI18n();
    if (i18n) {
      const lng = isLanguage(i18n.language) ? i18n.language : 'en';
      const missing = pageParts(new URL(request.url).pathname).filter((part) => !i18n.has(part));
      const trees = await Promise.all(missing.map((part) => loadStrings(lng, part)));
      missing.forEach((part, i) => {
        i18n.addResources(trees[i]);
        i18n.mark(part);
      });
    }
    return next();
  },
];

export const links: Route.LinksFunction = () => [
  // `precedence` makes them React stylesheet resources, written at the top of <head> before the
  // module preloads that <Scripts /> hoists there; otherwise ~125 KB of JavaScript is requested
  // ahead of the CSS and, on a slow phone, first paint waits for it (Lighthouse: FCP 2.2 s → 1 s).
  { rel: 'stylesheet', href: picoHref, precedence: 'default' },
  { rel: 'stylesheet', href: appHref, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const { session } = context.get(sessionContext);
  const flash = (session.get('flash') as Flash[] | undefined) ?? [];
  // Account menu, notifications bar and nearest laboratory (app/models/header-footer.server.ts).
  const { notifications, ...shell } = await loadShell(context);
  // The bodies are printed in the HTML only (entry.server.tsx), not sent again as data.
  context.set(notificationBodiesContext, new Map(notifications.map((n) => [n.id, n.messageBody])));
  return data({
    locale: getLocale(context),
    csrf: context.get(csrfTokenContext),
    honeypot: await honeypotInputProps(),
    user: session.get('user') ?? null,
    activeClientId: session.get('activeClientId') ?? null,
    flash,
    // only the settings that are set (the others are undefined and would each cost a key)
    publicConfig: Object.fromEntries(Object.entries(config.public).filter(([, v]) => v !== undefined)) as typeof config.public,
    shell: { ...shell, notifications: notifications.map((n): NotificationHead => ({ id: n.id, title: n.title, showPriority: n.showPriority })) },
    // the copyright year on the process's clock (the same in the server's HTML and at hydration)
    year: clockOf(context).now().getFullYear(),
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

/** Pages with nothing to enhance set `handle = { hydrate: false }` and ship no JavaScript. */
export interface RouteHandle {
  /**
   * false: the page has nothing to enhance and ships no JavaScript. A function decides from the
   * page's loader data and the root's (a page that has something to enhance only sometimes).
   */
  hydrate?: boolean | ((data: any, root: RootData | undefined) => boolean);
  /** hide the footer (report verification) */
  footer?: boolean;
  /** hide the site's header and notices too (a shared report: no navigation of the site or the portal) */
  header?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const matches = useMatches();
  const { t } = useTranslation();
  const nonce = useNonce();
  const hydrate = !matches.some((m) => {
    const h = (m.handle as RouteHandle | undefined)?.hydrate;
    return h === false || (typeof h === 'function' && !h(m.loaderData, root));
  });
  const footer = !matches.some((m) => (m.handle as RouteHandle | undefined)?.footer === false);
  const header = !matches.some((m) => (m.handle as RouteHandle | undefined)?.header === false);
  // A page whose content could not be loaded names the fallback key (document 1 §8) in its data's
  // `loadErrors` and renders the rest of itself; the key shows as an error toast beside the flashes.
  const loadErrors = matches.flatMap((m): Flash[] => ((m.loaderData as { loadErrors?: unknown } | undefined)?.loadErrors as string[] | undefined ?? []).map((message) => ({ kind: 'error', message })));
  const locale = root?.locale ?? 'en';
  return (
    <html lang={locale} dir="ltr" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {hydrate ? (
          // Before any module runs: zod must not compile schemas with `new Function` (our CSP has no
          // 'unsafe-eval', and even zod's probe for it is reported as a violation). zod reads this global.
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: 'globalThis.__zod_globalConfig={jitless:true}' }} />
        ) : null}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('site.skipToContent')}
        </a>
        {header ? <SiteHeader user={root?.user ?? null} accountMenu={root?.shell.accountMenu ?? null} nearestLab={root?.shell.nearestLab ?? null} config={root?.publicConfig} csrf={root?.csrf ?? ''} /> : null}
        {root && header ? <NotificationsBar notifications={root.shell.notifications} csrf={root.csrf} /> : null}
        {root ? <FlashMessages messages={loadErrors.length ? [...root.flash, ...loadErrors] : root.flash} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer ? <SiteFooter nearestLab={root?.shell.nearestLab} config={root?.publicConfig} year={root?.year} /> : null}
        {hydrate ? <AuthPing signedIn={!!root?.user} /> : null}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AuthenticityTokenProvider token={loaderData.csrf}>
      {/* the honeypot's provider is in app/ui/honeypot.tsx, with the public forms' field */}
      <Outlet />
    </AuthenticityTokenProvider>
  );
}

// No root `meta`: every page renders its own <title> with PageHead (app/ui/page-head.tsx; React
// hoists it into <head>), and a root title would stand first in <head> and win over the page's.

/** One error page for every status (app/ui/error-page.tsx): a helpful message and a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
