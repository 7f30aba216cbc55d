/** Decimal places printed for maxima of 1% and above (supplier certificates: 4.82%, 10.89%). */
export const CERTIFICATE_DECIMALS = 2;
/** Significant digits printed for maxima under 1%, so 0.0016% never collapses to "0.00%" or "-". */
export const CERTIFICATE_SIGNIFICANT_DIGITS_UNDER_ONE_PERCENT = 2;
/**
 * A float a little under a grid point (29.999999999999996 for 30) must not lose a whole step. The editor's
 * incremental totals, after edits that add and remove lines, can sit a few 1e-11 under it (0.5999999999 for
 * 0.6, found by the incremental-mode property test), so the nudge is the verdicts' own 1e-9 relative
 * tolerance: the same maximum prints the same on the screen and on the certificate.
 */
const FLOAT_NOISE = 1e-9;

/**
 * Rounds a maximum dosage DOWN, never up (compliance-rules.md §5): 2 decimals from 1% upwards, 2
 * significant digits under 1%. Returns the certificate number and its printed label.
 */
export function roundMaxDosageDown(value: number): { certificateValue: number; label: string } {
  if (!(value > 0) || !Number.isFinite(value)) return { certificateValue: 0, label: '0%' };
  const decimals =
    value >= 1
      ? CERTIFICATE_DECIMALS
      : CERTIFICATE_SIGNIFICANT_DIGITS_UNDER_ONE_PERCENT - 1 - Math.floor(Math.log10(value * (1 + FLOAT_NOISE)));
  const scale = 10 ** decimals;
  const certificateValue = Math.floor(value * scale * (1 + FLOAT_NOISE)) / scale;
  return { certificateValue, label: `${certificateValue.toFixed(decimals)}%` };
}
