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

/** Equirectangular projection scaled by the cosine of the mean latitude, fitted to the box. */
export function projectPins(pins: MapPin[]) {
  if (!pins.length) return [];
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
  const offX = (W - spanX * scale) / 2;
  const offY = (H - spanY * scale) / 2;
  return pins.map((p) => ({ ...p, x: offX + (p.longitude * k - minX) * scale, y: H - (offY + (p.latitude - minY) * scale) }));
}

export function SvgMap({ pins, title }: { pins: MapPin[]; title: string }) {
  const points = projectPins(pins);
  return (
    <svg className="svg-map" viewBox={`0 0 ${W} ${H}`} role="group" aria-label={title} xmlns="http://www.w3.org/2000/svg">
      <rect width={W} height={H} fill="#eef3f6" />
      {Array.from({ length: 7 }, (_, i) => (
        <line key={`v${i}`} x1={(i * W) / 6} y1={0} x2={(i * W) / 6} y2={H} stroke="#dbe4ea" />
      ))}
      {Array.from({ length: 5 }, (_, i) => (
        <line key={`h${i}`} x1={0} y1={(i * H) / 4} x2={W} y2={(i * H) / 4} stroke="#dbe4ea" />
      ))}
      {points.map((p, i) => {
        const pin = (
          <>
            <title>{p.label}</title>
            <path d={`M${p.x},${p.y} l-7,-14 a8,8 0 1,1 14,0 z`} fill="#6d1a36" stroke="#fff" strokeWidth={1.5} />
            <text x={p.x + 9} y={p.y - 10} fontSize={11} fill="#1d2530">
              {i + 1}
            </text>
          </>
        );
        // A pin opens directions on a click (doc 1 §2). Out of the tab order and hidden from
        // screen readers: the list beside the map has the same link, named, for the keyboard.
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
export function LocationMap({ pins, title, zoom, centre = 'first' }: { pins: MapPin[]; title: string; zoom: number; centre?: 'first' | 'all' }) {
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
      {interactive ? null : <SvgMap pins={pins} title={title} />}
      <figcaption className="visually-hidden">{t('locations.mapCaption')}</figcaption>
    </figure>
  );
}

/** Directions from the visitor's current location, in a maps service (opened on click only). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
