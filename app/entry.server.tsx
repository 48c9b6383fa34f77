import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { notificationBodiesContext, servicesContext } from './context.ts';
import { I18nextProvider } from './i18n/client.tsx';
import { renderI18n } from './middleware/i18next.server.ts';
import { NonceProvider } from './ui/nonce.tsx';
import { NotificationBodiesProvider } from './ui/notifications-bar.tsx';
import { loggedUrl } from '../lib/logged-url.ts';

// server.ts reads the context key from here so it uses this bundle's own key.
export { servicesContext } from './context.ts';

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(servicesContext);
  const i18n = renderI18n(loadContext);
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The stream is aborted after `streamTimeout` (a part still pending is then sent as failed).
    // The timer is cleared as soon as everything is rendered: it holds React's render, with
    // all the page's data, and a timer left to run kept ~11 s of pages alive under load (~900
    // pages, a third of the heap after the bench).
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const done = () => clearTimeout(timer);
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      body.once('close', done);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <NotificationBodiesProvider value={loadContext.get(notificationBodiesContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </NotificationBodiesProvider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          done();
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          done();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * React Router refuses a POST to a page whose Origin is another site (400 "Bad Request") before
 * the root middleware sees it, and hands the refusal here as an Error. It is an expected refusal
 * (the middleware's own check logs the same line for the routes without a page), not a failure:
 * one line at warning level, no stack.
 */
const ORIGIN_REFUSAL = /`origin` header[\s\S]*Aborting the action\.$/;

function servicesOf(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(servicesContext);
  } catch {
    return undefined; // a context without the server's services (not one server.ts made)
  }
}

export function handleError(error: unknown, { request, context }: { request: Request; context?: Readonly<RouterContextProvider> }) {
  if (request.signal.aborted) return;
  if (error instanceof Error && ORIGIN_REFUSAL.test(error.message)) {
    const fields = { path: loggedUrl(new URL(request.url).pathname), origin: request.headers.get('origin')?.slice(0, 100) };
    const log = context && servicesOf(context)?.log;
    if (log) log.warn('cross-origin request refused', fields);
    else console.warn(JSON.stringify({ level: 'warn', msg: 'cross-origin request refused', ...fields }));
    return;
  }
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled route error', path: loggedUrl(new URL(request.url).pathname), error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) }));
}
