/**
 * A local stand-in of Phaxio's fax API v2.1 (one call: POST /v2.1/faxes, multipart `to` and
 * `file`, HTTP basic authentication) for the tests, on 127.0.0.1. It answers as Phaxio does:
 * `{ success: true, message, data: { id } }`, or `{ success: false, message }` with the status.
 *
 * - a number ending in 0000 is refused as invalid (422, permanent);
 * - `failNext(n)` answers the next n sends with 500 (a transient failure);
 * - wrong credentials answer 401.
 * `sends` lists every accepted send (number, file name, the file's size and whether it is a PDF).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PhaxioStandIn {
  url: string;
  apiKey: string;
  apiSecret: string;
  sends: { to: string; filename: string; bytes: number; pdf: boolean }[];
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startPhaxioStandIn(): Promise<PhaxioStandIn> {
  const apiKey = 'standin-key';
  const apiSecret = 'standin-secret';
  const sends: PhaxioStandIn['sends'] = [];
  let failing = 0;
  let nextId = 1000;
  const server = http.createServer(async (req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v2.1/faxes') return answer(404, { success: false, message: 'Not found' });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`) return answer(401, { success: false, message: 'Authentication failed' });
    if (failing > 0) {
      failing--;
      return answer(500, { success: false, message: 'Internal server error' });
    }
    const form = await new Request('http://standin/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: Buffer.concat(chunks) }).formData();
    const to = String(form.get('to') ?? '');
    const file = form.get('file');
    if (!(file instanceof Blob)) return answer(422, { success: false, message: 'You must provide a file or content_url' });
    if (!/^\+\d{8,15}$/.test(to) || to.endsWith('0000')) return answer(422, { success: false, message: 'Phone number is not formatted correctly or invalid. Please check the number and try again.' });
    const bytes = Buffer.from(await file.arrayBuffer());
    sends.push({ to, filename: (file as File).name, bytes: bytes.length, pdf: bytes.subarray(0, 5).toString() === '%PDF-' });
    return answer(200, { success: true, message: 'Fax queued for sending', data: { id: nextId++ } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2.1`,
    apiKey,
    apiSecret,
    sends,
    failNext(n) {
      failing = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
