/**
 * The public vintage trend chart images (document 3 §2, §7):
 * - GET /cms/vintage-trends/charts.json lists them (ours);
 * - GET /cms/vintage-trends/charts/{varietal}/{analyte} serves one (SVG drawn from the seeded
 *   vintage results, or the uploaded replacement), cacheable and revalidated by ETag;
 * - POST /cms/vintage-trends/charts (godmode only): multipart, files named image-{n}; each file's
 *   name says what it replaces: `{varietal}--{analyte}.{ext}` (e.g. `pinot-noir--brix.png`).
 *   Only PNG, JPEG or WebP (by their first bytes) under 5 MB. Nothing is stored unless every
 *   file is acceptable. Answers "Image uploaded successfully".
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { type ProviderEnv, currentUser, fail, requireUser, trackEvent } from '../http.ts';
import { mayAccess } from '../../contract/access.ts';
import { CHART_UPLOAD, VINTAGE_CHARTS, type VintageVarietalKey, isVintageChart } from '../../contract/vintage-charts.ts';
import { chartStamps, replaceChart, sniffImageType, storedChart } from '../services/vintage-charts.ts';

export const vintageChartRoutes = new Hono<ProviderEnv>();

vintageChartRoutes.get('/cms/vintage-trends/charts.json', async (c) => {
  const stamp = await chartStamps(c.var.deps.db);
  const list = Object.entries(VINTAGE_CHARTS).flatMap(([varietal, def]) =>
    def.analytes.map((analyte) => ({
      varietal, analyte, url: `/cms/vintage-trends/charts/${varietal}/${analyte}`, updatedAt: stamp.get(`${varietal}/${analyte}`) ?? '',
    })),
  );
  return c.json(list);
});

vintageChartRoutes.get('/cms/vintage-trends/charts/:varietal/:analyte', async (c) => {
  const { varietal, analyte } = c.req.param();
  if (!isVintageChart(varietal, analyte)) fail(404, 'Chart not found');
  const chart = await storedChart(c.var.deps.db, varietal, analyte);
  const etag = `"${createHash('sha1').update(chart.updatedAt).update(chart.image).digest('base64url').slice(0, 20)}"`;
  const headers = {
    'Content-Type': chart.contentType,
    'Cache-Control': 'public, max-age=300',
    'ETag': etag,
    'X-Content-Type-Options': 'nosniff',
    // an SVG opened directly can carry no script or outside request
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(chart.image), 200, headers);
});

vintageChartRoutes.post('/cms/vintage-trends/charts', requireUser, async (c) => {
  const user = currentUser(c);
  if (!mayAccess(user, null, 'vintage-charts:replace')) fail(403, 'Only godmode users may replace chart images');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    fail(400, 'Send the images as multipart/form-data');
  }
  const files = [...form.entries()].filter(([name]) => /^image-\d{1,3}$/.test(name));
  if (!files.length) fail(400, 'No image was sent (files are named image-{n})');
  const accepted: { varietal: VintageVarietalKey; analyte: string; contentType: string; image: Buffer }[] = [];
  for (const [, value] of files) {
    if (typeof value === 'string') fail(400, 'Each image-{n} must be a file');
    const file = value as File;
    const target = file.name.replace(/\.[A-Za-z0-9]{1,5}$/, '').split('--');
    if (target.length !== 2 || !isVintageChart(target[0], target[1])) fail(400, 'The file name does not name a chart ({varietal}--{analyte})');
    if (file.size > CHART_UPLOAD.maxBytes) fail(413, 'The image must be smaller than 5 MB');
    const image = Buffer.from(await file.arrayBuffer());
    const contentType = sniffImageType(image);
    if (!contentType) fail(415, 'Only PNG, JPEG or WebP images can be uploaded');
    accepted.push({ varietal: target[0] as VintageVarietalKey, analyte: target[1], contentType, image });
  }
  const { db, clock } = c.var.deps;
  const images = [];
  for (const a of accepted) {
    const updatedAt = await replaceChart(db, a.varietal, a.analyte, a.contentType, a.image, clock.now());
    images.push({ varietal: a.varietal, analyte: a.analyte, contentType: a.contentType, updatedAt });
  }
  await trackEvent(c, 'vintage-chart-uploaded', { charts: images.map((i) => `${i.varietal}/${i.analyte}`) });
  return c.json({ message: 'Image uploaded successfully' as const, images });
});
