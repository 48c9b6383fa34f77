/**
 * The HTTP shell's rules: whose address a request counts against behind proxies, and that a
 * handler's failure is one logged 500 (or a cut connection), never the end of the process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { fetchListener } from '../../server/http-shell.ts';
import { FORM_LIMIT, PAGE_METHODS, UPLOAD_LIMIT, clientIpFrom, pageBodyLimit } from '../../server/limits.ts';
import { memoryLogger } from '../../lib/log.ts';

describe('clientIpFrom', () => {
  it('takes the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIpFrom('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
  });
  it('behind one proxy takes the rightmost X-Forwarded-For entry, not the leftmost the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(clientIpFrom('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientIpFrom(['6.6.6.6', '203.0.113.7'], '10.0.0.2', 1)).toBe('203.0.113.7');
  });
  it('behind two proxies skips the nearer proxy too', () => {
    expect(clientIpFrom('6.6.6.6, 203.0.113.7, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.7');
  });
  it('with a shorter chain than proxies configured, takes the leftmost it has', () => {
    expect(clientIpFrom('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
    expect(clientIpFrom(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxies; true and 1 are one, false and unset none', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toBe(0);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('body limits', () => {
  it('gives the upload limit only to multipart posts on the upload page', () => {
    expect(pageBodyLimit('/vintage-reports', 'multipart/form-data')).toBe(UPLOAD_LIMIT);
    expect(pageBodyLimit('/vintage-reports.data', 'multipart/form-data')).toBe(UPLOAD_LIMIT);
    expect(pageBodyLimit('/vintage-reports', 'application/x-www-form-urlencoded')).toBe(FORM_LIMIT);
    expect(pageBodyLimit('/contact-us', 'multipart/form-data')).toBe(FORM_LIMIT);
  });
});

describe('fetchListener', () => {
  const log = memoryLogger();
  const lines = log.lines;
  let server: http.Server | undefined;
  afterEach(() => {
    server?.close();
    lines.length = 0;
  });

  async function serve(handler: (r: Request) => Promise<Response>): Promise<string> {
    const listener = fetchListener(handler, { methods: PAGE_METHODS, formsOnly: true, bodyLimit: pageBodyLimit }, log);
    server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers a handler that throws with a logged 500', async () => {
    const base = await serve(async () => {
      throw new Error('boom');
    });
    const res = await fetch(base + '/x');
    expect(res.status).toBe(500);
    expect(lines.filter((l) => l.level === 'error')).toEqual([expect.objectContaining({ msg: 'request handler failed' })]);
  });

  it('cuts the connection when the answer fails half-way, and goes on serving', async () => {
    let calls = 0;
    const base = await serve(async () => {
      calls++;
      if (calls > 1) return new Response('ok');
      const body = new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('part'));
          c.error(new Error('stream broke'));
        },
      });
      return new Response(body);
    });
    await expect(fetch(base + '/x').then((r) => r.text())).rejects.toThrow();
    expect(await (await fetch(base + '/y')).text()).toBe('ok');
    expect(lines.some((l) => l.msg === 'writing the answer failed')).toBe(true);
  });

  it('hands a form to the handler as it was sent', async () => {
    const base = await serve(async (r) => new Response(String((await r.formData()).get('name'))));
    const res = await fetch(base + '/x', { method: 'POST', body: new URLSearchParams({ name: 'Pinot Noir' }) });
    expect(await res.text()).toBe('Pinot Noir');
  });
});
