/**
 * No broken images: every image the provider names (dropbox and lab photos, people, seminars,
 * publication heroes) is null or a file that is served, and every image a public page shows
 * answers 200. The test app runs the request handler only (server.ts serves the static files
 * of BUILD_DIR/client, which the build copies from public/), so a static path is checked as a
 * file under public/ or the build's client folder; any other path is requested from the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const CLIENT_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build', 'client');

let app: TestApp;
beforeAll(async () => {
  app = await testApp({ seed: true });
});
afterAll(() => closeProvider(app.provider));

/** A static file the server would send for this path (public/ or the client build). */
function staticFile(url: string): string | null {
  const pathname = decodeURIComponent(new URL(url, 'http://lab.test').pathname);
  for (const dir of [PUBLIC_DIR, CLIENT_DIR]) {
    const file = path.join(dir, pathname);
    if (file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** 200 for a path: a static file that exists, or the app's own answer. */
async function status(url: string): Promise<number> {
  if (staticFile(url)) return 200;
  return (await app.request(url)).status;
}

describe('images the provider names', () => {
  it('are null or served: locations, people, seminars, publications (list and detail)', async () => {
    const urls: [string, string | null][] = [];
    const locations = await app.provider.call('GET', '/locations.json');
    expect(locations.status).toBe(200);
    expect(locations.json.locations.length).toBeGreaterThan(20);
    for (const l of locations.json.locations) {
      // document 1 §7: images load from /images/locations/dropboxes/{imageName}
      urls.push([`location ${l.slug}`, l.imageName === null ? null : `/images/locations/dropboxes/${l.imageName}`]);
    }
    const people = await app.provider.call('GET', '/cms/people.json');
    expect(people.json.length).toBeGreaterThan(0);
    for (const p of people.json) urls.push([`person ${p.name}`, p.imageUrl]);
    const seminars = await app.provider.call('GET', '/cms/seminars_and_events.json');
    expect(seminars.json.length).toBeGreaterThan(0);
    for (const s of seminars.json) urls.push([`seminar ${s.title}`, s.imgUrl]);
    const publications = await app.provider.call('GET', '/cms/publications.json');
    expect(publications.json.length).toBeGreaterThan(0);
    for (const p of publications.json) {
      urls.push([`publication ${p.id}`, p.heroUrl]);
      const detail = await app.provider.call('GET', `/cms/publications/${p.id}.json`);
      expect(detail.status).toBe(200);
      urls.push([`publication ${p.id} (detail)`, detail.json.heroUrl]);
    }
    const broken: string[] = [];
    for (const [what, url] of urls) {
      if (url === null) continue;
      if (!url.startsWith('/') || (await status(url)) !== 200) broken.push(`${what}: ${url}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('images the public pages show', () => {
  it.each(['/', '/about-us', '/about-us/seminars', '/publications', '/locations', '/sustainability', '/terramea', '/vintage-reports?varietal=pinot-noir'])(
    '%s: every <img> and icon answers 200',
    async (page) => {
      const { res, html } = await app.get(page, false);
      expect(res.status).toBe(200);
      const srcs = new Set<string>();
      for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) srcs.add(m[1].replace(/&amp;/g, '&'));
      for (const m of html.matchAll(/<link\b[^>]*?rel="(?:icon|apple-touch-icon)"[^>]*?href="([^"]+)"/g)) srcs.add(m[1]);
      const broken: string[] = [];
      for (const src of srcs) {
        if (/^(https?:)?\/\//.test(src) || src.startsWith('data:')) continue; // nothing outside is requested unless configured
        if ((await status(src)) !== 200) broken.push(src);
      }
      expect(broken).toEqual([]);
    },
  );

  it('a publication page shows no broken image', async () => {
    const list = await app.provider.call('GET', '/cms/publications.json');
    const { html } = await app.get(`/publications/publication/${list.json[0].id}`, false);
    const broken: string[] = [];
    for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) if ((await status(m[1].replace(/&amp;/g, '&'))) !== 200) broken.push(m[1]);
    expect(broken).toEqual([]);
  });
});
