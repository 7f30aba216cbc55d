import type { TooltipProps } from '@mantine/core';
import { deferredComponent } from '../lib/load-on-demand.tsx';

const Tooltip = deferredComponent<TooltipProps>(() => import('./tooltip-chunk.ts').then((module) => module.Tooltip));

/**
 * Mantine's Tooltip for the shell (top bar, sidebar rail, feedback button): its target is drawn at first paint and
 * the tooltip joins when its chunk has arrived, shortly after (load-on-demand.tsx `deferredComponent`). Tooltips
 * only show on hover or focus, so the first paint looks the same; Floating UI stays out of the app entry.
 */
export function ShellTooltip(props: TooltipProps) {
  return <Tooltip {...props} fallback={props.children} />;
}
