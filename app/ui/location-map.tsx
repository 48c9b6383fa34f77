/**
 * A map of locations (shared/spec/README.md "Maps"). The server draws an SVG of the pins (what
 * every visitor without JavaScript sees, and everyone when no tile URL is configured); with
 * JavaScript and MAP_TILE_URL, OpenLayers takes over with the configured XYZ tiles, one pin per
 * location, at the given zoom (9 for the primary lab, 5 for dropboxes).
 * OpenLayers is loaded only then, so pages without a tile URL ship none of it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

export interface MapPin {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
  href?: string;
}

const W = 640;
const H = 400;
const PAD = 36;

/**
 * Equirectangular projection scaled by the cosine of the mean latitude, fitted to the box around
 * the pins. The server draws the coastline and state lines with the same projection
 * (app/maps/map-outline.server.ts), so they line up with the pins.
 */
export function fitProjection(pins: Pick<MapPin, 'latitude' | 'longitude'>[]) {
  const lats = pins.map((p) => p.latitude);
  const lons = pins.map((p) => p.longitude);
  const k = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const minX = Math.min(...lons) * k;
  const maxX = Math.max(...lons) * k;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const spanX = Math.max(maxX - minX, 0.5);
  const spanY = Math.max(maxY - minY, 0.5);
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  // the pins centred in the box, also when their span is widened to the minimum
  const offX = (W - (maxX - minX) * scale) / 2;
  const offY = (H - (maxY - minY) * scale) / 2;
  return (longitude: number, latitude: number) => ({ x: offX + (longitude * k - minX) * scale, y: H - (offY + (latitude - minY) * scale) });
}

export const MAP_SIZE = { width: W, height: H } as const;

/** The pins' points on the map (x, y: where the place is). */
export function projectPins(pins: MapPin[]) {
  if (!pins.length) return [];
  const project = fitProjection(pins);
  return pins.map((p) => ({ ...p, ...project(p.longitude, p.latitude) }));
}

/** Pins closer than this (centre to centre) are moved apart; a leader line joins each to its place. */
const PIN_GAP = 26;
const PIN_R = 11;

/**
 * Where each numbered pin is drawn: at its place, or pushed just far enough from its neighbours
 * that no two overlap (St. Helena and Healdsburg are a few pixels apart at this scale). A few
 * rounds of pairwise pushes, kept inside the box.
 */
export function spreadPins(points: { x: number; y: number }[]): { px: number; py: number }[] {
  const at = points.map((p) => ({ px: p.x, py: p.y }));
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        let dx = at[j].px - at[i].px;
        let dy = at[j].py - at[i].py;
        let d = Math.hypot(dx, dy);
        if (d >= PIN_GAP) continue;
        // pins on the very same spot part along a fixed slant, so the result does not depend on chance
        if (d < 0.01) [dx, dy, d] = [0.8, -0.6, 1];
        const push = (PIN_GAP - d) / 2 + 0.5;
        at[i].px -= (dx / d) * push;
        at[i].py -= (dy / d) * push;
        at[j].px += (dx / d) * push;
        at[j].py += (dy / d) * push;
        moved = true;
      }
    }
    for (const a of at) {
      a.px = Math.min(W - PIN_R - 2, Math.max(PIN_R + 2, a.px));
      a.py = Math.min(H - PIN_R - 2, Math.max(PIN_R + 2, a.py));
    }
    if (!moved) break;
  }
  return at;
}

/**
 * The server-drawn map: sea, the land with its state lines (`outline`, an SVG path in the map's
 * coordinates drawn by the server from public-domain boundaries), and one numbered pin per
 * location, the numbers those of the list beside the map.
 */
export function SvgMap({ pins, title, outline }: { pins: MapPin[]; title: string; outline?: string }) {
  const points = projectPins(pins);
  const drawn = spreadPins(points);
  return (
    <svg className="svg-map" viewBox={`0 0 ${W} ${H}`} role="group" aria-label={title} xmlns="http://www.w3.org/2000/svg">
      <rect width={W} height={H} fill="#d8e8f3" />
      {outline ? <path className="map-land" d={outline} fill="#f6f3ea" stroke="#8a939c" strokeWidth={1} strokeLinejoin="round" /> : null}
      {points.map((p, i) => {
        const { px, py } = drawn[i];
        const away = Math.hypot(px - p.x, py - p.y) > 1;
        const pin = (
          <>
            <title>{`${i + 1}. ${p.label}`}</title>
            {away ? <line x1={p.x} y1={p.y} x2={px} y2={py} stroke="#6d1a36" strokeWidth={1.5} /> : null}
            {away ? <circle cx={p.x} cy={p.y} r={3} fill="#6d1a36" /> : null}
            <circle cx={px} cy={py} r={PIN_R} fill="#6d1a36" stroke="#fff" strokeWidth={2} />
            <text x={px} y={py + 4} fontSize={12} fontWeight={700} textAnchor="middle" fill="#fff">
              {i + 1}
            </text>
          </>
        );
        // A pin opens directions on a click (doc 1 §2). Out of the tab order and hidden from
        // screen readers: the numbered list beside the map has the same link, named, for the keyboard.
        return p.href ? (
          <a key={p.id} className="map-pin" href={p.href} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
            {pin}
          </a>
        ) : (
          <g key={p.id} className="map-pin">
            {pin}
          </g>
        );
      })}
    </svg>
  );
}

/** An OpenLayers button's face: the sign for the eye, the translated name for everyone else. */
function buttonLabel(sign: string, name: string): HTMLElement {
  const label = document.createElement('span');
  const face = label.appendChild(document.createElement('span'));
  face.setAttribute('aria-hidden', 'true');
  face.textContent = sign;
  const text = label.appendChild(document.createElement('span'));
  text.className = 'visually-hidden';
  text.textContent = name;
  return label;
}

/**
 * `centre`: "first" centres on the first pin (the primary laboratory); "all" on the middle of the
 * pins (the dropboxes of three states). The tile URL and its credit come from the configuration,
 * through the root loader.
 */
export function LocationMap({ pins, title, zoom, centre = 'first', outline }: { pins: MapPin[]; title: string; zoom: number; centre?: 'first' | 'all'; outline?: string }) {
  const { t } = useTranslation();
  const config = useRouteLoaderData<RootData>('root')?.publicConfig;
  const tileUrl = config?.mapTileUrl;
  const attribution = config?.mapTileAttribution;
  const zoomIn = t('locations.mapZoomIn');
  const zoomOut = t('locations.mapZoomOut');
  const ref = useRef<HTMLDivElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    if (!tileUrl || !ref.current || !pins.length) return;
    let disposed = false;
    let map: import('ol/Map.js').default | undefined;
    (async () => {
      const [{ default: Map }, { default: View }, { default: TileLayer }, { default: XYZ }, { default: VectorLayer }, { default: VectorSource }, { default: Feature }, { default: Point }, { fromLonLat }, style, control] =
        await Promise.all([
          import('ol/Map.js'), import('ol/View.js'), import('ol/layer/Tile.js'), import('ol/source/XYZ.js'), import('ol/layer/Vector.js'),
          import('ol/source/Vector.js'), import('ol/Feature.js'), import('ol/geom/Point.js'), import('ol/proj.js'), import('ol/style.js'),
          import('ol/control/defaults.js'), import('ol/ol.css'),
        ]);
      if (disposed || !ref.current) return;
      const features = pins.map((p) => new Feature({ geometry: new Point(fromLonLat([p.longitude, p.latitude])), name: p.label, href: p.href }));
      const pinStyle = new style.Style({ image: new style.Circle({ radius: 7, fill: new style.Fill({ color: '#6d1a36' }), stroke: new style.Stroke({ color: '#fff', width: 2 }) }) });
      const lons = pins.map((p) => p.longitude);
      const lats = pins.map((p) => p.latitude);
      const [lon, lat] = centre === 'all' ? [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2] : [pins[0].longitude, pins[0].latitude];
      const olMap = new Map({
        target: ref.current,
        // Zoom buttons with translated names; no rotate button (the map never rotates).
        controls: control.defaults({
          rotate: false,
          zoomOptions: { zoomInLabel: buttonLabel('+', zoomIn), zoomInTipLabel: zoomIn, zoomOutLabel: buttonLabel('–', zoomOut), zoomOutTipLabel: zoomOut },
          attributionOptions: { collapsible: false },
        }),
        layers: [new TileLayer({ source: new XYZ({ url: tileUrl, attributions: attribution }) }), new VectorLayer({ source: new VectorSource({ features }), style: pinStyle })],
        view: new View({ center: fromLonLat([lon, lat]), zoom }),
      });
      map = olMap;
      const target = ref.current;
      // A click on a pin opens directions to it, as the server-drawn map's pins do.
      const hrefAt = (pixel: number[]) => olMap.forEachFeatureAtPixel(pixel, (f) => f.get('href') as string | undefined);
      olMap.on('singleclick', (e) => {
        const href = hrefAt(e.pixel);
        if (href) window.open(href, '_blank', 'noopener,noreferrer');
      });
      olMap.on('pointermove', (e) => {
        target.style.cursor = hrefAt(e.pixel) ? 'pointer' : '';
      });
      target.dataset.pins = String(features.length);
      setInteractive(true);
    })().catch(() => setInteractive(false));
    return () => {
      disposed = true;
      map?.setTarget(undefined);
    };
  }, [tileUrl, attribution, pins, zoom, centre, zoomIn, zoomOut]);
  return (
    <figure className="location-map">
      {tileUrl ? <div ref={ref} className="ol-map" hidden={!interactive} role="region" aria-label={title} /> : null}
      {interactive ? null : <SvgMap pins={pins} title={title} outline={outline} />}
      <figcaption className="visually-hidden">{t('locations.mapCaption')}</figcaption>
    </figure>
  );
}

/** Directions from the visitor's current location, in a maps service (opened on click only). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
