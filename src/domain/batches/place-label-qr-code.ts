/**
 * ISO/IEC 18004:2015 §9.1, quiet zone: "a region 4X wide which shall be free of all other markings" on all four
 * sides of the symbol, X being the module's width. On a label the die-cut edge counts as one (beyond it the bottle
 * may be dark), as does the label's text.
 */
export const QR_QUIET_ZONE_MODULES = 4;

/** A QR code's square on a label, relative to the label's top left corner, in the label's unit. */
export type LabelQrPlacement = { x: number; y: number; side: number; quietZone: number };

/**
 * The largest QR code of `modules` modules that fits at the right of a `width` × `height` label with its quiet zone
 * inside the label, no wider than `maxShare` of the label, and never closer to an edge than the label's `padding`:
 * centred vertically, its quiet zone (at least `padding`) to the right. Text to its left ends `quietZone` before `x`.
 */
export function placeLabelQrCode(
  label: { width: number; height: number },
  modules: number,
  padding: number,
  maxShare = 0.42,
): LabelQrPlacement {
  const side = Math.min(
    label.height / (1 + (2 * QR_QUIET_ZONE_MODULES) / modules),
    label.height - 2 * padding,
    label.width * maxShare,
  );
  const quietZone = Math.max(padding, (QR_QUIET_ZONE_MODULES * side) / modules);
  return { x: label.width - quietZone - side, y: (label.height - side) / 2, side, quietZone };
}
