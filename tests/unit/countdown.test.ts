import { describe, expect, it } from 'vitest';
import { courierCutoff } from '../../app/models/courier-cutoff.server.ts';
import { remaining } from '../../app/ui/countdown.tsx';

describe('courier countdown to 10:00 AM Pacific', () => {
  it('counts to 10:00 in Los Angeles on a summer (PDT) day', () => {
    const now = new Date('2026-07-15T14:30:15Z'); // 07:30:15 PDT
    const cutoff = courierCutoff(now);
    expect(new Date(cutoff).toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(remaining(cutoff, now.getTime())).toEqual({ hours: 2, minutes: 29, seconds: 45, past: false });
  });

  it('counts to 10:00 in Los Angeles on a winter (PST) day', () => {
    const now = new Date('2026-01-20T09:00:00Z'); // 01:00 PST
    const cutoff = courierCutoff(now);
    expect(new Date(cutoff).toISOString()).toBe('2026-01-20T18:00:00.000Z');
    expect(remaining(cutoff, now.getTime())).toMatchObject({ hours: 9, minutes: 0, seconds: 0 });
  });

  it('uses the Pacific day, not the UTC day', () => {
    // 02:00 UTC on the 21st is still 18:00 PST on the 20th: the cut-off of the 20th has passed.
    const now = new Date('2026-01-21T02:00:00Z');
    expect(new Date(courierCutoff(now)).toISOString()).toBe('2026-01-20T18:00:00.000Z');
    expect(remaining(courierCutoff(now), now.getTime())).toEqual({ hours: 0, minutes: 0, seconds: 0, past: true });
  });

  it('handles the daylight-saving change days', () => {
    expect(new Date(courierCutoff(new Date('2026-03-08T12:00:00Z'))).toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(new Date(courierCutoff(new Date('2026-11-01T12:00:00Z'))).toISOString()).toBe('2026-11-01T18:00:00.000Z');
  });

  it('shows zeros once past and exactly at the cut-off, and floors to whole seconds', () => {
    const cutoff = Date.UTC(2026, 6, 15, 17);
    expect(remaining(cutoff, cutoff)).toEqual({ hours: 0, minutes: 0, seconds: 0, past: true });
    expect(remaining(cutoff, cutoff + 5_000)).toEqual({ hours: 0, minutes: 0, seconds: 0, past: true });
    expect(remaining(cutoff, cutoff - 1_500)).toEqual({ hours: 0, minutes: 0, seconds: 1, past: false });
    expect(remaining(cutoff, cutoff - 10 * 3600_000)).toEqual({ hours: 10, minutes: 0, seconds: 0, past: false });
  });
});
