/** A piece of an assistant's answer: prose, or structured data the model wrote out, to show as a table or a list. */
export type AssistantSegment =
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'facts'; facts: { label: string; value: string }[] };

const FENCE = /```(?:json|JSON)?[ \t]*\n([\s\S]*?)```/g;

/** 'ifraCategory' → 'Ifra category', 'max_percent' → 'Max percent'. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a reader sees it: numbers as written, lists joined, nested objects as 'key value' pairs. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${humaniseKey(key)} ${describeValue(inner)}`)
    .join('; ');
}

function toSegment(data: unknown): AssistantSegment | null {
  if (
    Array.isArray(data) &&
    data.length > 0 &&
    data.every((item) => item && typeof item === 'object' && !Array.isArray(item))
  ) {
    const keys = [...new Set(data.flatMap((item) => Object.keys(item as object)))];
    return {
      kind: 'table',
      columns: keys.map(humaniseKey),
      rows: data.map((item) => keys.map((key) => describeValue((item as Record<string, unknown>)[key]))),
    };
  }
  if (Array.isArray(data)) return { kind: 'text', text: data.map(describeValue).join(', ') };
  if (data && typeof data === 'object') {
    return {
      kind: 'facts',
      facts: Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
        label: humaniseKey(key),
        value: describeValue(value),
      })),
    };
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A Markdown table ('| a | b |' lines with a '|---|' rule) as a table segment, or null. */
function parseMarkdownTable(lines: string[]): AssistantSegment | null {
  if (lines.length < 2 || !/^\s*\|?\s*:?-{2,}/.test(lines[1]!)) return null;
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  return { kind: 'table', columns: cells(lines[0]!), rows: lines.slice(2).map(cells) };
}

function splitProse(text: string, into: AssistantSegment[]) {
  const lines = text.split('\n');
  let prose: string[] = [];
  const flush = () => {
    const joined = prose.join('\n');
    if (joined.trim()) into.push({ kind: 'text', text: joined.trim() });
    prose = [];
  };
  for (let index = 0; index < lines.length;) {
    const line = lines[index]!;
    const trimmed = line.trim();
    if (trimmed.startsWith('|')) {
      const block: string[] = [];
      while (index < lines.length && lines[index]!.trim().startsWith('|')) block.push(lines[index++]!);
      const table = parseMarkdownTable(block);
      if (table) {
        flush();
        into.push(table);
      } else prose.push(...block);
      continue;
    }
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && trimmed.length > 1) {
      // A bare JSON value: the longest run of lines from here that parses.
      for (let end = lines.length; end > index; end -= 1) {
        const data = parseJson(lines.slice(index, end).join('\n'));
        const segment = data === undefined ? null : toSegment(data);
        if (segment) {
          flush();
          into.push(segment);
          index = end;
          break;
        }
      }
      if (index < lines.length && lines[index] === line) {
        prose.push(line);
        index += 1;
      }
      continue;
    }
    prose.push(line);
    index += 1;
  }
  flush();
}

/**
 * The answer as the drawer shows it: prose stays prose; JSON the model wrote (fenced or bare) and Markdown tables
 * become tables (a list of records) or label–value lists (one record), never raw JSON (issue 35, item 8).
 */
export function splitAssistantText(text: string): AssistantSegment[] {
  const segments: AssistantSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(FENCE)) {
    const data = parseJson(match[1]!);
    const segment = data === undefined ? null : toSegment(data);
    if (!segment) continue;
    splitProse(text.slice(last, match.index), segments);
    segments.push(segment);
    last = match.index + match[0].length;
  }
  splitProse(text.slice(last), segments);
  return segments;
}
