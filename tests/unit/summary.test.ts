import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../app/models/content.server.ts';

describe('summaryOf (a content page meta description)', () => {
  it('is the plain text of short HTML, entities decoded', () => {
    expect(summaryOf('<h2>Our story</h2><p>Since 1978 &amp; still <b>independent</b>.</p>')).toBe('Our story Since 1978 & still independent.');
  });

  it('cuts long text at a word, under 160 characters, with an ellipsis', () => {
    const words = 'Every sample you send us ends in a report reviewed by a chemist before it is released to you, '.repeat(4);
    const s = summaryOf(`<p>${words}</p>`);
    expect(s.length).toBeLessThanOrEqual(160);
    expect(s.endsWith('…')).toBe(true);
    expect(words.startsWith(s.slice(0, -1))).toBe(true);
    expect(s.at(-2)).not.toBe(' ');
  });
});
