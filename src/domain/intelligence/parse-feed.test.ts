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

describe('feed links', () => {
  const rss = (link: string, image = 'https://cdn.example.com/a.jpg') => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>News</title>
<item><title>Launch</title><link>${link}</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate>
<media:content url="${image}"/></item></channel></rss>`;

  it.each([
    ['https://news.example.com/a?b=1&amp;c=2', 'https://news.example.com/a?b=1&c=2'],
    ['http://news.example.com/a', 'http://news.example.com/a'],
    ['javascript:alert(document.cookie)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/relative/path', null],
  ])('an item linking to %s keeps %s', (link, expected) => {
    const parsed = parseFeed(rss(link));
    if (expected === null) {
      expect(parsed.items).toEqual([]);
      expect(parsed.skipped).toBe(1);
    } else expect(parsed.items[0]?.url).toBe(expected);
  });

  it('drops an image address that is not http(s)', () => {
    expect(parseFeed(rss('https://news.example.com/a', 'javascript:alert(1)')).items[0]?.imageUrl).toBeNull();
  });
});
