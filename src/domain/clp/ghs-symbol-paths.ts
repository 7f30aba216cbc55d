/**
 * The symbols of the three CLP pictograms a fragrance product rarely carries, as SVG path data on the 100 × 100 box
 * whose diamond has its corners at the edges' middles (CLP Annex V, Part 1: GHS01 exploding bomb, GHS03 flame over
 * circle, GHS04 gas cylinder; Annex I 1.2.1: a black symbol on a white background within a red diamond border).
 * One list of shapes per pictogram, filled in order, black ('ink') or white ('paper', to cut into a black shape).
 * The screen (ghs-pictogram.tsx) and the PDF label (render-clp-label.ts) draw the same paths.
 */
export type SymbolShape = { d: string; fill: 'ink' | 'paper' };
export type PathSymbolCode = 'GHS01' | 'GHS03' | 'GHS04';

const round = (value: number) => Number(value.toFixed(2));

function circle(cx: number, cy: number, r: number): string {
  return `M${round(cx - r)} ${cy} A${r} ${r} 0 1 0 ${round(cx + r)} ${cy} A${r} ${r} 0 1 0 ${round(cx - r)} ${cy} Z`;
}

function polygon(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ')} Z`;
}

/** A point at `radius` from (cx, cy) at `degrees` (0 = to the right, −90 = up). */
function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const angle = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

/** GHS01: a round bomb bursting, its fragments flying up and out in a fan of wedges. */
function explodingBomb(): SymbolShape[] {
  const [cx, cy] = [50, 64];
  const wedges = [-165, -140, -115, -90, -65, -40, -15].map((degrees, index) => {
    const long = index % 2 === 0 ? 34 : 28;
    return polygon([polar(cx, cy, 15, degrees - 6.5), polar(cx, cy, long, degrees), polar(cx, cy, 15, degrees + 6.5)]);
  });
  const fragments = [-152, -102, -52].map((degrees) => circle(...polar(cx, cy, 37, degrees), 2.2));
  return [
    ...wedges.map((d) => ({ d, fill: 'ink' as const })),
    ...fragments.map((d) => ({ d, fill: 'ink' as const })),
    { d: circle(cx, cy + 3, 12.5), fill: 'ink' },
    // The bomb's highlight, so the sphere reads as a ball and not a dot.
    { d: circle(cx - 4.5, cy - 1, 2.6), fill: 'paper' },
  ];
}

/** The GHS02/GHS03 flame, its base at `baseY`, `height` tall, centred on x = 50. */
function flame(baseY: number, height: number): SymbolShape[] {
  const k = height / 42;
  const x = (value: number) => round(50 + value * k);
  const y = (value: number) => round(baseY - value * k);
  return [
    {
      d: `M${x(-16)} ${y(0)} C${x(-22)} ${y(13)} ${x(-12)} ${y(23)} ${x(-6)} ${y(29)} C${x(-6)} ${y(22)} ${x(-3)} ${y(19)} ${x(-1)} ${y(18)} C${x(-3)} ${y(29)} ${x(2)} ${y(37)} ${x(6)} ${y(42)} C${x(6)} ${y(31)} ${x(20)} ${y(21)} ${x(17)} ${y(9)} C${x(16)} ${y(4)} ${x(13)} ${y(1)} ${x(10)} ${y(0)} Z`,
      fill: 'ink',
    },
    {
      d: `M${x(-6)} ${y(0)} C${x(-10)} ${y(7)} ${x(-4)} ${y(13)} ${x(1)} ${y(17)} C${x(2)} ${y(11)} ${x(9)} ${y(7)} ${x(5)} ${y(0)} Z`,
      fill: 'paper',
    },
  ];
}

/** GHS03: a flame over a ring (the oxidiser's "flame over circle"), a bar under both. */
function flameOverCircle(): SymbolShape[] {
  return [
    ...flame(47.5, 32),
    { d: `${circle(50, 58, 10.5)} ${circle(50, 58, 5)}`, fill: 'ink' },
    { d: circle(50, 58, 5), fill: 'paper' },
    {
      d: polygon([
        [33, 71],
        [67, 71],
        [67, 75],
        [33, 75],
      ]),
      fill: 'ink',
    },
  ];
}

/** GHS04: a gas cylinder lying tilted, its shoulder and valve to the upper right. */
function gasCylinder(): SymbolShape[] {
  const tilt = -20;
  const [cx, cy] = [50, 56];
  const rotate = ([px, py]: readonly [number, number]): [number, number] => {
    const angle = (tilt * Math.PI) / 180;
    const [dx, dy] = [px - cx, py - cy];
    return [cx + dx * Math.cos(angle) - dy * Math.sin(angle), cy + dx * Math.sin(angle) + dy * Math.cos(angle)];
  };
  // The body: a capsule 40 long and 16 thick, its ends rounded (arcs as points so the tilt applies to them).
  const arc = (centreX: number, from: number, to: number) =>
    Array.from({ length: 9 }, (_, index) => polar(centreX, cy, 8, from + ((to - from) * index) / 8));
  const body = [...arc(68, -90, 90), ...arc(32, 90, 270)].map(rotate);
  const neck = (
    [
      [76, 52.5],
      [81, 52.5],
      [81, 59.5],
      [76, 59.5],
    ] as const
  ).map(rotate);
  const valve = (
    [
      [81, 50],
      [85, 50],
      [85, 62],
      [81, 62],
    ] as const
  ).map(rotate);
  const band = (
    [
      [40, 48],
      [43, 48],
      [43, 64],
      [40, 64],
    ] as const
  ).map(rotate);
  return [
    { d: polygon(body), fill: 'ink' },
    { d: polygon(neck), fill: 'ink' },
    { d: polygon(valve), fill: 'ink' },
    // A white band where the shoulder begins, as the Annex V drawing shows the cylinder's collar.
    { d: polygon(band), fill: 'paper' },
  ];
}

export const GHS_SYMBOL_PATHS: Readonly<Record<PathSymbolCode, readonly SymbolShape[]>> = {
  GHS01: explodingBomb(),
  GHS03: flameOverCircle(),
  GHS04: gasCylinder(),
};

export function isPathSymbol(code: string): code is PathSymbolCode {
  return code in GHS_SYMBOL_PATHS;
}
