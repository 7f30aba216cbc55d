import type { SymbolShape } from '../../../domain/clp/ghs-symbol-paths.ts';
import { GHS_SYMBOL_PATHS } from '../../../domain/clp/ghs-symbol-paths.ts';

/**
 * The CLP pictograms drawn into a PDF (Annex V): a diamond with a red border and its black symbol, GHS01 to GHS09,
 * for the label and the safety data sheet's section 2.2.
 */

const RED = '#e3000f';
const INK = '#000000';

type Doc = PDFKit.PDFDocument;

/** A diamond (a square on its point) with a red border and its Annex V symbol, the code under it (the SDS too). */
export function drawPictogram(doc: Doc, code: string, x: number, y: number, side: number): void {
  const half = side / 2;
  doc
    .save()
    .lineWidth(Math.max(1, side / 14))
    .strokeColor(RED)
    .fillColor('#ffffff')
    .polygon([x + half, y], [x + side, y + half], [x + half, y + side], [x, y + half])
    .fillAndStroke()
    .restore();
  const draw = SYMBOLS[code];
  if (draw) {
    doc.save();
    draw(doc, x + half, y + half, side);
    doc.restore();
    doc
      .font('regular')
      .fontSize(side / 9)
      .fillColor(INK)
      .text(code, x, y + side + 1, { width: side, align: 'center', lineBreak: false });
    return;
  }
  doc
    .font('bold')
    .fontSize(side / 5)
    .fillColor(INK)
    .text(code, x, y + half - side / 9, { width: side, align: 'center', lineBreak: false });
}

type SymbolDrawer = (doc: Doc, centreX: number, centreY: number, side: number) => void;

/** GHS02 (flame): a flame over a horizontal bar. */
const drawFlame: SymbolDrawer = (doc, cx, cy, s) => {
  doc
    .fillColor(INK)
    .rect(cx - 0.2 * s, cy + 0.17 * s, 0.4 * s, 0.045 * s)
    .fill();
  doc
    .fillColor(INK)
    .moveTo(cx - 0.16 * s, cy + 0.15 * s)
    .bezierCurveTo(cx - 0.22 * s, cy + 0.02 * s, cx - 0.12 * s, cy - 0.08 * s, cx - 0.06 * s, cy - 0.14 * s)
    .bezierCurveTo(cx - 0.06 * s, cy - 0.07 * s, cx - 0.03 * s, cy - 0.04 * s, cx - 0.01 * s, cy - 0.03 * s)
    .bezierCurveTo(cx - 0.03 * s, cy - 0.14 * s, cx + 0.02 * s, cy - 0.22 * s, cx + 0.06 * s, cy - 0.27 * s)
    .bezierCurveTo(cx + 0.06 * s, cy - 0.16 * s, cx + 0.2 * s, cy - 0.06 * s, cx + 0.17 * s, cy + 0.06 * s)
    .bezierCurveTo(cx + 0.16 * s, cy + 0.11 * s, cx + 0.13 * s, cy + 0.14 * s, cx + 0.1 * s, cy + 0.15 * s)
    .closePath()
    .fill();
  // The flame's white heart.
  doc
    .fillColor('#ffffff')
    .moveTo(cx - 0.06 * s, cy + 0.15 * s)
    .bezierCurveTo(cx - 0.1 * s, cy + 0.08 * s, cx - 0.04 * s, cy + 0.02 * s, cx + 0.01 * s, cy - 0.02 * s)
    .bezierCurveTo(cx + 0.02 * s, cy + 0.04 * s, cx + 0.09 * s, cy + 0.08 * s, cx + 0.05 * s, cy + 0.15 * s)
    .closePath()
    .fill();
};

/** GHS05 (corrosion): liquid poured from two test tubes eating into a surface and a hand. */
const drawCorrosion: SymbolDrawer = (doc, cx, cy, s) => {
  const tube = (tubeX: number) => {
    doc
      .save()
      .rotate(-35, { origin: [tubeX, cy - 0.2 * s] })
      .lineWidth(0.025 * s)
      .strokeColor(INK)
      .rect(tubeX - 0.035 * s, cy - 0.3 * s, 0.07 * s, 0.18 * s)
      .stroke()
      .fillColor(INK)
      .rect(tubeX - 0.035 * s, cy - 0.2 * s, 0.07 * s, 0.08 * s)
      .fill()
      .restore();
  };
  tube(cx - 0.1 * s);
  tube(cx + 0.12 * s);
  doc.fillColor(INK);
  // Drops falling from each tube.
  for (const [dx, dy] of [
    [-0.1, -0.05],
    [-0.1, 0.02],
    [0.12, -0.05],
    [0.12, 0.02],
  ] as const) {
    doc.circle(cx + dx * s, cy + dy * s, 0.018 * s).fill();
  }
  // The surface, eaten where the drops land.
  doc
    .moveTo(cx - 0.28 * s, cy + 0.08 * s)
    .lineTo(cx - 0.13 * s, cy + 0.08 * s)
    .lineTo(cx - 0.1 * s, cy + 0.12 * s)
    .lineTo(cx - 0.07 * s, cy + 0.08 * s)
    .lineTo(cx - 0.02 * s, cy + 0.08 * s)
    .lineTo(cx - 0.02 * s, cy + 0.14 * s)
    .lineTo(cx - 0.28 * s, cy + 0.14 * s)
    .closePath()
    .fill();
  // The hand, two fingers eaten.
  doc
    .moveTo(cx + 0.02 * s, cy + 0.08 * s)
    .lineTo(cx + 0.09 * s, cy + 0.08 * s)
    .lineTo(cx + 0.12 * s, cy + 0.12 * s)
    .lineTo(cx + 0.15 * s, cy + 0.08 * s)
    .lineTo(cx + 0.28 * s, cy + 0.08 * s)
    .lineTo(cx + 0.28 * s, cy + 0.14 * s)
    .lineTo(cx + 0.02 * s, cy + 0.14 * s)
    .closePath()
    .fill();
  // The black base band of the Annex V symbol.
  doc.rect(cx - 0.3 * s, cy + 0.17 * s, 0.6 * s, 0.07 * s).fill();
};

/** GHS06 (skull and crossbones). */
const drawSkull: SymbolDrawer = (doc, cx, cy, s) => {
  doc
    .lineCap('round')
    .lineWidth(0.05 * s)
    .strokeColor(INK)
    .moveTo(cx - 0.2 * s, cy + 0.02 * s)
    .lineTo(cx + 0.2 * s, cy + 0.22 * s)
    .stroke()
    .moveTo(cx + 0.2 * s, cy + 0.02 * s)
    .lineTo(cx - 0.2 * s, cy + 0.22 * s)
    .stroke();
  doc.fillColor(INK);
  for (const [dx, dy] of [
    [-0.21, 0.02],
    [0.21, 0.02],
    [-0.21, 0.22],
    [0.21, 0.22],
  ] as const) {
    doc.circle(cx + dx * s, cy + dy * s, 0.035 * s).fill();
  }
  doc.circle(cx, cy - 0.13 * s, 0.14 * s).fill();
  doc.rect(cx - 0.08 * s, cy - 0.05 * s, 0.16 * s, 0.1 * s).fill();
  doc.fillColor('#ffffff');
  doc.circle(cx - 0.055 * s, cy - 0.13 * s, 0.035 * s).fill();
  doc.circle(cx + 0.055 * s, cy - 0.13 * s, 0.035 * s).fill();
  doc.polygon([cx, cy - 0.07 * s], [cx - 0.02 * s, cy - 0.03 * s], [cx + 0.02 * s, cy - 0.03 * s]).fill();
  doc.rect(cx - 0.005 * s, cy - 0.005 * s, 0.01 * s, 0.05 * s).fill();
};

/** GHS08 (health hazard): a bust with a white star burst on the chest. */
const drawHealthHazard: SymbolDrawer = (doc, cx, cy, s) => {
  doc
    .fillColor(INK)
    .circle(cx, cy - 0.19 * s, 0.07 * s)
    .fill();
  doc
    .moveTo(cx - 0.22 * s, cy + 0.25 * s)
    .bezierCurveTo(cx - 0.24 * s, cy - 0.04 * s, cx - 0.17 * s, cy - 0.1 * s, cx, cy - 0.1 * s)
    .bezierCurveTo(cx + 0.17 * s, cy - 0.1 * s, cx + 0.24 * s, cy - 0.04 * s, cx + 0.22 * s, cy + 0.25 * s)
    .closePath()
    .fill();
  const points: [number, number][] = [];
  const centreY = cy + 0.08 * s;
  for (let index = 0; index < 16; index += 1) {
    const radius = (index % 2 === 0 ? 0.12 : 0.05) * s;
    const angle = (Math.PI * index) / 8 - Math.PI / 2;
    points.push([cx + radius * Math.cos(angle), centreY + radius * Math.sin(angle)]);
  }
  doc
    .fillColor('#ffffff')
    .polygon(...points)
    .fill();
};

/** GHS09 (environment): a dead tree and a dead fish on the bank. */
const drawEnvironment: SymbolDrawer = (doc, cx, cy, s) => {
  doc.strokeColor(INK).fillColor(INK).lineCap('round');
  // The tree: trunk and bare branches.
  doc
    .lineWidth(0.04 * s)
    .moveTo(cx - 0.14 * s, cy + 0.04 * s)
    .lineTo(cx - 0.14 * s, cy - 0.26 * s)
    .stroke();
  doc.lineWidth(0.02 * s);
  for (const [fromY, toX, toY] of [
    [-0.1, -0.26, -0.22],
    [-0.14, -0.02, -0.24],
    [-0.02, -0.24, -0.08],
    [-0.05, -0.04, -0.12],
  ] as const) {
    doc
      .moveTo(cx - 0.14 * s, cy + fromY * s)
      .lineTo(cx + toX * s, cy + toY * s)
      .stroke();
  }
  // The bank.
  doc.rect(cx - 0.28 * s, cy + 0.04 * s, 0.26 * s, 0.035 * s).fill();
  // The fish, belly up, with a white cross for its eye.
  doc.ellipse(cx + 0.12 * s, cy + 0.14 * s, 0.12 * s, 0.045 * s).fill();
  doc.polygon([cx + 0.22 * s, cy + 0.14 * s], [cx + 0.3 * s, cy + 0.09 * s], [cx + 0.3 * s, cy + 0.19 * s]).fill();
  doc
    .strokeColor('#ffffff')
    .lineWidth(0.012 * s)
    .moveTo(cx + 0.03 * s, cy + 0.12 * s)
    .lineTo(cx + 0.06 * s, cy + 0.15 * s)
    .stroke()
    .moveTo(cx + 0.06 * s, cy + 0.12 * s)
    .lineTo(cx + 0.03 * s, cy + 0.15 * s)
    .stroke();
};

/** GHS07 (exclamation mark), drawn from the diamond's top. */
const drawExclamation: SymbolDrawer = (doc, cx, cy, s) => drawExclamationMark(doc, cx, cy - s / 2, s);

/** The Annex V symbols drawn (black on the white diamond); any other code is shown by its code. */
/** GHS01, GHS03, GHS04: the shared path data (domain/clp/ghs-symbol-paths.ts) on the diamond's 100 × 100 box. */
function drawPathSymbol(shapes: readonly SymbolShape[]): SymbolDrawer {
  return (doc, cx, cy, s) => {
    doc.translate(cx - s / 2, cy - s / 2).scale(s / 100);
    for (const shape of shapes) doc.path(shape.d).fill(shape.fill === 'ink' ? INK : '#ffffff', 'even-odd');
  };
}

const SYMBOLS: Readonly<Record<string, SymbolDrawer>> = {
  GHS01: drawPathSymbol(GHS_SYMBOL_PATHS.GHS01),
  GHS02: drawFlame,
  GHS03: drawPathSymbol(GHS_SYMBOL_PATHS.GHS03),
  GHS04: drawPathSymbol(GHS_SYMBOL_PATHS.GHS04),
  GHS05: drawCorrosion,
  GHS06: drawSkull,
  GHS07: drawExclamation,
  GHS08: drawHealthHazard,
  GHS09: drawEnvironment,
};

/** Annex V GHS07's symbol: a black exclamation mark (a bar narrowing downwards and a dot) on the white diamond. */
function drawExclamationMark(doc: Doc, centreX: number, top: number, side: number): void {
  const barTop = top + side * 0.24;
  const barBottom = top + side * 0.62;
  const topHalfWidth = side * 0.065;
  const bottomHalfWidth = side * 0.035;
  doc
    .save()
    .fillColor(INK)
    .polygon(
      [centreX - topHalfWidth, barTop],
      [centreX + topHalfWidth, barTop],
      [centreX + bottomHalfWidth, barBottom],
      [centreX - bottomHalfWidth, barBottom],
    )
    .fill()
    .circle(centreX, top + side * 0.72, side * 0.05)
    .fill()
    .restore();
}

/** Whether `code` is drawn as its Annex V symbol (its code then printed small under the diamond). */
export function isDrawnAsSymbol(code: string): boolean {
  return code in SYMBOLS;
}
