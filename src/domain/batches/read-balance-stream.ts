/** A weight a balance reported: grams, and whether the balance called it stable. */
export type BalanceReading = { grams: number; isStable: boolean };

/** What a line of the balance's output meant. */
export type BalanceEvent =
  | { kind: 'weight'; reading: BalanceReading }
  | { kind: 'tared'; grams: number }
  | { kind: 'zeroed' }
  | { kind: 'overload' | 'underload' | 'busy' | 'error'; line: string };

/** Bytes not yet ended by a line break, kept between chunks. */
export type BalanceStream = { pending: string };
export const EMPTY_BALANCE_STREAM: BalanceStream = { pending: '' };

const TO_GRAMS: Record<string, number> = { g: 1, mg: 0.001, kg: 1000 };

function toGrams(value: string, unit: string): number | null {
  const factor = TO_GRAMS[unit.toLowerCase()];
  const number = Number(value.replaceAll(' ', ''));
  return factor === undefined || !Number.isFinite(number) ? null : Math.round(number * factor * 1_000_000) / 1_000_000;
}

const WEIGHT = String.raw`([+-]?\s*\d+(?:\.\d+)?)\s*(mg|kg|g)\b`;

/**
 * One line of METTLER TOLEDO's MT-SICS answers: `S S <weight> <unit>` stable, `S D` dynamic (not stable), `S I`
 * busy, `S +` / `S -` over- and underload; `T S <weight>` a tare done (the tare weight), `Z A` zeroed; `ES`, `ET`,
 * `EL` errors. Null for a line it does not know.
 */
export function parseMtSicsLine(line: string): BalanceEvent | null {
  const text = line.trim();
  const weight = new RegExp(`^([ST])\\s+([SD])\\s+${WEIGHT}$`).exec(text);
  if (weight) {
    const grams = toGrams(weight[3]!, weight[4]!);
    if (grams === null) return null;
    if (weight[1] === 'T') return weight[2] === 'S' ? { kind: 'tared', grams } : null;
    return { kind: 'weight', reading: { grams, isStable: weight[2] === 'S' } };
  }
  if (/^[SZT]\s+I$/.test(text)) return { kind: 'busy', line: text };
  if (/^S\s+\+$/.test(text)) return { kind: 'overload', line: text };
  if (/^S\s+-$/.test(text)) return { kind: 'underload', line: text };
  if (/^Z\s+A$/.test(text)) return { kind: 'zeroed' };
  if (/^E[STL]$/.test(text)) return { kind: 'error', line: text };
  return null;
}

/**
 * One line of the continuous ASCII output of common laboratory balances: A&D's `ST,+00012.345  g` (ST stable, US
 * unstable, OL overload; QT a count, not a weight), and the plain `    12.345 g` of balances that mark an
 * unstable weight with `?` (Ohaus and others print one before or after it). Null for a line it does not know.
 */
export function parseContinuousAsciiLine(line: string): BalanceEvent | null {
  const text = line.trim();
  const header = /^(ST|US|OL|QT),(.*)$/.exec(text);
  if (header) {
    if (header[1] === 'OL') return { kind: 'overload', line: text };
    const weight = new RegExp(`^${WEIGHT}$`).exec(header[2]!.trim());
    const grams = weight ? toGrams(weight[1]!, weight[2]!) : null;
    return grams === null ? null : { kind: 'weight', reading: { grams, isStable: header[1] === 'ST' } };
  }
  const plain = new RegExp(`^(\\?)?\\s*${WEIGHT}\\s*(\\?)?$`).exec(text);
  if (!plain) return null;
  const grams = toGrams(plain[2]!, plain[3]!);
  return grams === null ? null : { kind: 'weight', reading: { grams, isStable: !plain[1] && !plain[4] } };
}

/**
 * Feeds bytes from the serial port (any chunking) to a line parser: complete lines (CR LF, LF or CR) become events,
 * the rest waits for the next chunk.
 */
export function readBalanceStream(
  stream: BalanceStream,
  chunk: string,
  parseLine: (line: string) => BalanceEvent | null,
): { stream: BalanceStream; events: BalanceEvent[] } {
  const parts = (stream.pending + chunk).split(/\r\n|\n|\r/);
  const pending = parts.pop() ?? '';
  const events = parts.flatMap((line) => {
    const event = line.trim() ? parseLine(line) : null;
    return event ? [event] : [];
  });
  return { stream: { pending: pending.length > 256 ? '' : pending }, events };
}
