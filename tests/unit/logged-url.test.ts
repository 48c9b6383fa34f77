/** The logs never hold a shared report's secret: /shared/{token} is written without it. */
import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../lib/logged-url.ts';

describe('loggedUrl', () => {
  it('leaves a shared link\'s secret out, and everything else as it was (at most 200 characters)', () => {
    const token = 'a'.repeat(43);
    expect(loggedUrl(`/shared/${token}`)).toBe('/shared/[link]');
    expect(loggedUrl(`/shared/${token}/report.pdf`)).toBe('/shared/[link]/report.pdf');
    expect(loggedUrl('/dashboard/results?q=1')).toBe('/dashboard/results?q=1');
    expect(loggedUrl(`/x${'y'.repeat(300)}`)).toHaveLength(200);
  });
});
