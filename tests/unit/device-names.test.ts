/** What the devices list derives from a sign-in's User-Agent and address (app/models/device-names.server.ts). */
import { describe, expect, it } from 'vitest';
import { deviceName, deviceRows, maskedAddress, placeOf } from '../../app/models/device-names.server.ts';
import { keptAddress, keptUserAgent } from '../../provider/services/sessions.ts';

describe('device names', () => {
  it('names the browser and system from a User-Agent, or nothing', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toMatchObject({ browser: 'Firefox 128', system: 'Windows 10', kind: 'desktop' });
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toMatchObject({ browser: 'Safari 17', system: 'iOS', kind: 'mobile' });
    expect(deviceName(null)).toEqual({ browser: null, system: null, kind: null });
    expect(deviceName('curl/8.5.0').system).toBeNull();
  });

  it('places an address roughly: a country, the local network, or unknown; masked for showing', () => {
    expect(placeOf('81.2.69.160', 'en')).toEqual({ kind: 'country', name: 'United Kingdom' });
    expect(placeOf('::ffff:8.8.8.8', 'de')).toEqual({ kind: 'country', name: 'Vereinigte Staaten' });
    for (const a of ['127.0.0.1', '10.0.0.7', '172.20.1.1', '192.168.1.20', '::1', 'fd00::1', 'fe80::1%eth0']) expect(placeOf(a, 'en'), a).toEqual({ kind: 'local' });
    expect(placeOf('2001:db8::1', 'en')).toEqual({ kind: 'unknown' }); // IPv6: no country data
    expect(placeOf(null, 'en')).toEqual({ kind: 'unknown' });
    expect(maskedAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskedAddress('::ffff:203.0.113.77')).toBe('203.0.113.x');
    expect(maskedAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::/48');
    expect(maskedAddress('unknown')).toBe('');
  });

  it('keeps a User-Agent trimmed and only real addresses', () => {
    expect(keptUserAgent(`  Firefox\u0000\n ${'x'.repeat(1000)}`)!.length).toBe(400);
    expect(keptUserAgent('   ')).toBeNull();
    expect(keptAddress('local')).toBeNull();
    expect(keptAddress('unknown')).toBeNull();
    expect(keptAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(keptAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('lists this device first, then the most recently used, with minutes since the last use', () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    const rows = deviceRows(
      [
        { id: 1, current: false, createdAt: '2026-11-29T09:00:00.000Z', lastUsedAt: '2026-11-29T11:00:00.000Z', userAgent: null, address: null },
        { id: 2, current: false, createdAt: '2026-11-29T09:00:00.000Z', lastUsedAt: '2026-11-29T11:55:00.000Z', userAgent: null, address: null },
        { id: 3, current: true, createdAt: '2026-11-29T09:00:00.000Z', lastUsedAt: null, userAgent: null, address: null },
      ],
      'en',
      now,
    );
    expect(rows.map((r) => [r.id, r.idleMinutes])).toEqual([[3, 180], [2, 5], [1, 60]]);
    expect(rows[0].createdAtText).toBe('Nov 29, 2026, 1:00 AM');
  });
});
