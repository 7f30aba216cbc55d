import type { ReactNode } from 'react';
import { GHS_SYMBOL_PATHS } from '../../../../domain/clp/ghs-symbol-paths.ts';
import classes from './clp-label-panel.module.css';

// Drawn on a 100 × 100 box, the diamond's corners at its edges' middles: the same figures as the PDF label
// (server/features/clp/render-clp-label.ts, black on white inside a red border, CLP Annex V).
const INK = '#000000';
const WHITE = '#ffffff';

function starPoints(centreX: number, centreY: number): string {
  return Array.from({ length: 16 }, (_, index) => {
    const radius = index % 2 === 0 ? 12 : 5;
    const angle = (Math.PI * index) / 8 - Math.PI / 2;
    return `${(centreX + radius * Math.cos(angle)).toFixed(2)},${(centreY + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

function testTube(x: number): ReactNode {
  return (
    <g transform={`rotate(-35 ${x} 30)`}>
      <rect x={x - 3.5} y={20} width={7} height={18} fill="none" stroke={INK} strokeWidth={2.5} />
      <rect x={x - 3.5} y={30} width={7} height={8} fill={INK} />
    </g>
  );
}

/** GHS01, GHS03 and GHS04 from the path data the PDF label draws too. */
const pathSymbols = Object.fromEntries(
  Object.entries(GHS_SYMBOL_PATHS).map(([code, shapes]) => [
    code,
    <>
      {shapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill === 'ink' ? INK : WHITE} fillRule="evenodd" />
      ))}
    </>,
  ]),
);

/** Annex V symbols drawn (GHS01 to GHS09); an unknown code is shown by its code, as on the PDF. */
const SYMBOLS: Readonly<Record<string, ReactNode>> = {
  ...pathSymbols,
  // Flame over a bar.
  GHS02: (
    <>
      <rect x={30} y={67} width={40} height={4.5} fill={INK} />
      <path d="M34 65 C28 52 38 42 44 36 C44 43 47 46 49 47 C47 36 52 28 56 23 C56 34 70 44 67 56 C66 61 63 64 60 65 Z" />
      <path d="M44 65 C40 58 46 52 51 48 C52 54 59 58 55 65 Z" fill={WHITE} />
    </>
  ),
  // Corrosion: two test tubes dripping on a surface and a hand.
  GHS05: (
    <>
      {testTube(40)}
      {testTube(62)}
      {[
        [40, 45],
        [40, 52],
        [62, 45],
        [62, 52],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={1.8} />
      ))}
      <path d="M22 58 L37 58 L40 62 L43 58 L48 58 L48 64 L22 64 Z" />
      <path d="M52 58 L59 58 L62 62 L65 58 L78 58 L78 64 L52 64 Z" />
      <rect x={20} y={67} width={60} height={7} />
    </>
  ),
  // Skull and crossbones.
  GHS06: (
    <>
      <path d="M30 52 L70 72 M70 52 L30 72" stroke={INK} strokeWidth={5} strokeLinecap="round" />
      {[
        [29, 52],
        [71, 52],
        [29, 72],
        [71, 72],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={3.5} />
      ))}
      <circle cx={50} cy={37} r={14} />
      <rect x={42} y={45} width={16} height={10} />
      <circle cx={44.5} cy={37} r={3.5} fill={WHITE} />
      <circle cx={55.5} cy={37} r={3.5} fill={WHITE} />
      <polygon points="50,43 48,47 52,47" fill={WHITE} />
      <rect x={49.5} y={49.5} width={1} height={5} fill={WHITE} />
    </>
  ),
  // Exclamation mark.
  GHS07: (
    <>
      <polygon points="43.5,24 56.5,24 53.5,62 46.5,62" />
      <circle cx={50} cy={72} r={5} />
    </>
  ),
  // Health hazard: a bust with a white star burst.
  GHS08: (
    <>
      <circle cx={50} cy={31} r={7} />
      <path d="M28 75 C26 46 33 40 50 40 C67 40 74 46 72 75 Z" />
      <polygon points={starPoints(50, 58)} fill={WHITE} />
    </>
  ),
  // Environment: a dead tree and a dead fish on the bank.
  GHS09: (
    <>
      <g stroke={INK} strokeLinecap="round">
        <path d="M36 54 L36 24" strokeWidth={4} />
        <path d="M36 40 L24 28 M36 36 L48 26 M36 48 L26 42 M36 45 L46 38" strokeWidth={2} />
      </g>
      <rect x={22} y={54} width={26} height={3.5} />
      <ellipse cx={62} cy={64} rx={12} ry={4.5} />
      <polygon points="72,64 80,59 80,69" />
      <path d="M53 62 L56 65 M56 62 L53 65" stroke={WHITE} strokeWidth={1.2} />
    </>
  ),
};

/** A CLP pictogram as the regulation draws it: a red-bordered diamond, its black symbol, its code under it. */
export function GhsPictogram({ code }: { code: string }) {
  const symbol = SYMBOLS[code];
  return (
    <div className={classes.pictogram} role="img" aria-label={`Pictogram ${code}`}>
      <svg viewBox="0 0 100 100" className={classes.diamond} aria-hidden="true">
        <polygon points="50,3 97,50 50,97 3,50" fill={WHITE} stroke="#e3000f" strokeWidth={6} strokeLinejoin="round" />
        {symbol ? (
          <g fill={INK}>{symbol}</g>
        ) : (
          <text x={50} y={55} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK}>
            {code}
          </text>
        )}
      </svg>
      {symbol && <span className={classes.code}>{code}</span>}
    </div>
  );
}
