import { XMLParser } from 'fast-xml-parser';

export type FeedItem = {
  title: string;
  url: string;
  summary: string;
  /** Plain text of the whole body when the feed carries it (content:encoded, Atom content), else the summary. */
  text: string;
  author: string | null;
  publishedAt: string;
  categories: string[];
  imageUrl: string | null;
};
export type ParsedFeed = { title: string | null; items: FeedItem[]; skipped: number };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ocirc: 'ô',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** A character a text may hold: not NUL or another C0 control but tab and newlines, not a surrogate, not past U+10FFFF. */
function isTextCodePoint(codePoint: number): boolean {
  if (!Number.isInteger(codePoint) || codePoint > 0x10_ff_ff) return false;
  if (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) return false;
  return codePoint >= 0x20 || codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
}

/**
 * Decodes numeric and common named HTML entities (`&#8217;`, `&#x2019;`, `&hellip;`, `&amp;`). A numeric entity
 * that is not a text character (`&#0;`, `&#xD800;`, `&#99999999;`) is dropped; so are raw control characters.
 */
export function decodeEntities(text: string): string {
  return text
    .replaceAll(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#')) {
        const codePoint =
          entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return isTextCodePoint(codePoint) ? String.fromCodePoint(codePoint) : '';
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replaceAll(
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    );
}

/** HTML to plain text: tags removed, entities decoded, whitespace collapsed, WordPress "The post … appeared first on …" dropped. */
export function toPlainText(html: string): string {
  const text = decodeEntities(
    html
      .replaceAll(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replaceAll(/<br\s*\/?>|<\/p>/gi, ' ')
      .replaceAll(/<[^>]+>/g, ' '),
  );
  return decodeEntities(text)
    .replace(/\s*The post .{1,400}? appeared first on .{1,200}?\.?\s*$/s, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && '#text' in value) return textOf((value as Record<string, unknown>)['#text']);
  return '';
}

function firstImage(...htmls: string[]): string | null {
  for (const html of htmls) {
    const match = /<img[^>]+src=["']([^"']+)["']/i.exec(html);
    if (match?.[1]) return decodeEntities(match[1]);
  }
  return null;
}

type Node = Record<string, unknown>;

function parseDate(...values: unknown[]): string | null {
  for (const value of values) {
    const text = textOf(value).trim();
    if (!text) continue;
    const time = Date.parse(text);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}

/** An absolute http(s) address, or null: a `javascript:` or `data:` link from a feed never reaches a page. */
export function webAddress(text: string | undefined | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function rssItem(item: Node): FeedItem | null {
  const link = webAddress(
    decodeEntities(textOf(item.link).trim() || (textOf(item.guid).startsWith('http') ? textOf(item.guid).trim() : '')),
  );
  const publishedAt = parseDate(item.pubDate, item['dc:date'], item.published, item.updated);
  const title = toPlainText(textOf(item.title));
  if (!link || !publishedAt || !title) return null;
  const descriptionHtml = textOf(item.description);
  const contentHtml = textOf(item['content:encoded']);
  const media = asArray(item['media:content'] as Node | Node[]).concat(
    asArray(item['media:thumbnail'] as Node | Node[]),
  );
  const enclosure = asArray(item.enclosure as Node | Node[]).find((node) =>
    String(node['@_type'] ?? '').startsWith('image/'),
  );
  const summary = toPlainText(descriptionHtml || contentHtml).slice(0, 600);
  return {
    title,
    url: link,
    summary,
    text: toPlainText(contentHtml) || summary,
    author: toPlainText(textOf(item['dc:creator']) || textOf(item.author)) || null,
    publishedAt,
    categories: asArray(item.category as unknown)
      .map((category) => toPlainText(textOf(category)))
      .filter(Boolean),
    imageUrl: webAddress(
      (media[0]?.['@_url'] as string | undefined) ??
        (enclosure?.['@_url'] as string | undefined) ??
        firstImage(contentHtml, descriptionHtml),
    ),
  };
}

function atomEntry(entry: Node): FeedItem | null {
  const links = asArray(entry.link as Node | Node[] | string);
  const alternate = links.find(
    (link) => typeof link === 'object' && (link['@_rel'] === undefined || link['@_rel'] === 'alternate'),
  );
  const href = webAddress(
    decodeEntities(
      typeof alternate === 'object' ? String(alternate['@_href'] ?? '') : typeof links[0] === 'string' ? links[0] : '',
    ),
  );
  const publishedAt = parseDate(entry.published, entry.updated, entry['dc:date']);
  const title = toPlainText(textOf(entry.title));
  if (!href || !publishedAt || !title) return null;
  const contentHtml = textOf(entry.content);
  const summary = toPlainText(textOf(entry.summary) || contentHtml).slice(0, 600);
  const author = asArray(entry.author as Node | Node[])[0];
  return {
    title,
    url: href,
    summary,
    text: toPlainText(contentHtml) || summary,
    author: author ? toPlainText(textOf(author.name)) || null : null,
    publishedAt,
    categories: asArray(entry.category as Node | Node[])
      .map((category) => String(category['@_term'] ?? ''))
      .filter(Boolean),
    imageUrl: webAddress(firstImage(contentHtml, textOf(entry.summary))),
  };
}

/** RSS 2.0 or Atom to items; items without a link, title or parseable date are skipped and counted. Throws on non-feed XML. */
export function parseFeed(xml: string): ParsedFeed {
  const parser = new XMLParser({
    ignoreAttributes: false,
    processEntities: false,
    htmlEntities: false,
    trimValues: true,
    parseTagValue: false,
  });
  const document = parser.parse(xml) as Node;
  const rss = document.rss as Node | undefined;
  const channel = (rss?.channel ?? (document['rdf:RDF'] as Node | undefined)) as Node | undefined;
  const feed = document.feed as Node | undefined;
  if (!channel && !feed) throw new Error('Not an RSS or Atom feed.');
  const raw = channel
    ? asArray((channel.item ?? (document['rdf:RDF'] as Node | undefined)?.item) as Node | Node[])
    : asArray(feed?.entry as Node | Node[]);
  const items: FeedItem[] = [];
  for (const node of raw) {
    const item = channel ? rssItem(node) : atomEntry(node);
    if (item) items.push(item);
  }
  return {
    title: toPlainText(textOf(channel ? channel.title : feed?.title)) || null,
    items,
    skipped: raw.length - items.length,
  };
}
