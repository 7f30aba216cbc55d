import { describe, expect, it } from 'vitest';
import { decodeEntities, parseFeed } from './parse-feed.ts';

describe('decodeEntities', () => {
  it.each([
    ['a&#0;b', 'ab'],
    ['a&#x0;b', 'ab'],
    ['a&#xD800;b', 'ab'],
    ['a&#99999999;b', 'ab'],
    ['a\u0000b\u0007c', 'abc'],
    ['tab\tand\nnewline', 'tab\tand\nnewline'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['pair 😀 kept', 'pair 😀 kept'],
    ['Chanel&#8217;s &hellip; &amp;', 'Chanel’s … &'],
  ])('%j → %j', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});

describe('parseFeed', () => {
  it('keeps an item whose title held &#0;, without the NUL', () => {
    const feed = parseFeed(
      '<rss><channel><item><title>Iris &#0; news</title><link>https://x.test/a</link><pubDate>Mon, 02 Mar 2026 10:00:00 +0000</pubDate></item></channel></rss>',
    );
    expect(feed.items[0]?.title).toBe('Iris news');
  });
});
