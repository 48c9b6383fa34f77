/**
 * The bounded bridge from node:http to a fetch handler (React Router's and the provider's).
 *
 * Everything a request can do to the process is decided here, before any handler runs:
 * - a method the handler does not take answers 405 with `Allow` (a fetch `Request` refuses
 *   TRACE, TRACK and CONNECT with a TypeError, which once stopped the server);
 * - a body is read into memory only up to its route's limit: a declared length over it answers
 *   413 without reading a byte, a chunked body is cut off when it passes it;
 * - bodies must be identity-encoded (415 otherwise: no decompression bombs) and, on pages, be a
 *   form (urlencoded or multipart): another type answers 415, a form that does not parse 400;
 * - any error while building the request, in the handler or while streaming the answer is
 *   logged as one line and answered 500 (or the socket closed when the answer had begun).
 */
import { loggedUrl } from '../lib/logged-url.ts';
import type http from 'node:http';
import type { Gate } from './limits.ts';
import type { Logger } from '../lib/log.ts';

/** What a route may receive: methods, and the largest body for a path and content type. */
export interface ShellRules {
  methods: readonly string[];
  /** bytes allowed for this request's body */
  bodyLimit: (pathname: string, contentType: string) => number;
  /** page routes take only forms; the API takes JSON and multipart */
  formsOnly: boolean;
  /** rewrites the URL the handler sees (e.g. strips /api) */
  rewrite?: (url: URL) => URL;
  /** the scheme visitors use (https behind a TLS proxy): the handler's URL, and so React
   * Router's same-origin check on form posts, must match the browser's Origin */
  scheme?: (req: http.IncomingMessage) => 'http' | 'https';
  /** how many requests the handler works on at once (server/limits.ts Gate); the others wait,
   * their body already read, until a running one has written its answer */
  gate?: Gate;
}

/** A short answer with no body worth compressing; `close` ends the connection after it. */
export function plainAnswer(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}, close = false) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (close && !res.req.complete) {
    // Closing a socket with unread input makes the kernel send a reset, which can destroy the
    // answer before the client reads it. So the rest of the body is discarded (nothing is
    // kept) up to 2 MB or for one second after answering, and then the connection is cut.
    // (`Connection: close` would make Node close at once, with exactly that reset.)
    let discarded = 0;
    const socket = res.socket; // detached from `res` once the answer is sent
    const cut = () => socket?.destroy();
    res.req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DISCARD_BYTES) cut();
    });
    res.req.resume();
    res.once('finish', () => setTimeout(cut, 1000).unref());
  } else if (close) res.setHeader('Connection', 'close');
  res.end(message + '\n');
}

class BodyTooLarge extends Error {}

const DISCARD_BYTES = 2 * 1024 * 1024;

/** Reads at most `limit` bytes of the body; rejects with BodyTooLarge past it. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        // Stop keeping what arrives: the answer closes the connection (see plainAnswer).
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyTooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function headersFrom(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function fetchListener(handler: (request: Request) => Promise<Response>, rules: ShellRules, log: Logger): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const allow = rules.methods.join(', ');
  return async (req, res) => {
    const method = req.method ?? 'GET';
    if (!rules.methods.includes(method)) {
      return plainAnswer(res, 405, 'Method Not Allowed', { Allow: allow }, req.readable);
    }
    let request: Request;
    const controller = new AbortController();
    // The request's signal tells the handler the visitor went away. Once the whole answer is
    // written there is nothing left to cancel: aborting then only costs (a DOMException with its
    // stack for every listener; 2.5 % of a portal page's CPU under load).
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const headers = headersFrom(req.rawHeaders);
      let url = new URL(req.url ?? '/', `${rules.scheme?.(req) ?? 'http'}://${headers.get('host') || 'localhost'}`);
      if (rules.rewrite) url = rules.rewrite(url);
      const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
      if (method !== 'GET' && method !== 'HEAD') {
        const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
        const encoding = (headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
        const declared = headers.get('content-length');
        const hasBody = !!headers.get('transfer-encoding') || (declared !== null && declared !== '0');
        if (hasBody && encoding !== 'identity') {
          return plainAnswer(res, 415, 'Compressed request bodies are not accepted', {}, true);
        }
        if (hasBody && rules.formsOnly && !FORM_TYPES.includes(type)) {
          return plainAnswer(res, 415, 'Send a form (application/x-www-form-urlencoded or multipart/form-data)', {}, true);
        }
        const limit = rules.bodyLimit(url.pathname, type);
        if (declared !== null && Number(declared) > limit) {
          return plainAnswer(res, 413, `Request body is too large (at most ${limit} bytes here)`, {}, true);
        }
        // A client that waits for "100 Continue" gets it only once its declared size fits.
        if (hasBody && /100-continue/i.test(req.headers.expect ?? '')) res.writeContinue();
        const buffer = hasBody ? await readBody(req, limit) : Buffer.alloc(0);
        const body = new Uint8Array(buffer); // a copy typed as a plain ArrayBuffer, as BodyInit wants
        init.body = body;
        // An empty POST to a page is an empty form (the CSRF check then refuses it with 403).
        if (!hasBody && rules.formsOnly) headers.set('content-type', FORM_TYPES[0]);
        if (hasBody && rules.formsOnly) {
          // A form that does not parse is the sender's mistake: say so here, once, instead of
          // every action failing with a stack trace.
          try {
            await new Request(url, { method: 'POST', headers: { 'content-type': headers.get('content-type')! }, body }).formData();
          } catch {
            return plainAnswer(res, 400, 'The form body could not be read', {}, true);
          }
        }
      }
      request = new Request(url, init);
    } catch (error) {
      if (error instanceof BodyTooLarge) return plainAnswer(res, 413, 'Request body is too large', {}, true);
      log.warn('refused a request that could not be read', { method, url: loggedUrl(req.url), error: String(error) });
      return plainAnswer(res, 400, 'Bad Request', {}, true);
    }

    if (rules.gate && !(await rules.gate.acquire(controller.signal))) return;
    try {
      let response: Response;
      try {
        response = await handler(request);
      } catch (error) {
        log.error('request handler failed', { method, url: loggedUrl(req.url), error: error instanceof Error ? error.stack : String(error) });
        return plainAnswer(res, 500, 'Internal Server Error');
      }
      try {
        const raw: string[] = [];
        for (const [key, value] of response.headers) raw.push(key, value);
        res.writeHead(response.status, raw);
        if (response.body && method !== 'HEAD') {
          // React hands a page over in ~2 KB chunks: the chunks that arrive together go out in one
          // write (corked until the next tick) instead of one system call each; a streamed part
          // that comes later still goes out as soon as it comes.
          let corked = false;
          const uncork = () => {
            corked = false;
            res.uncork();
          };
          for await (const chunk of response.body) {
            if (!corked) {
              corked = true;
              res.cork();
              process.nextTick(uncork);
            }
            res.write(chunk);
          }
        }
        res.end();
      } catch (error) {
        if (!controller.signal.aborted) log.error('writing the answer failed', { method, url: loggedUrl(req.url), error: String(error) });
        res.destroy();
      }
    } finally {
      rules.gate?.release();
    }
  };
}
