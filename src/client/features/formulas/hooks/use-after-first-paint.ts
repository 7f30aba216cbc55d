import { useRevealInStages } from './use-reveal-in-stages.ts';

/**
 * False in the render that mounts the caller and until the frame it is drawn in has painted, then true: what
 * comes below the fold (the compliance details under the verdict) is drawn after the first paint, in a transition
 * (rendered in slices), not in the task that opens the editor (issue 34). A caller mounted later still waits one frame.
 */
export function useAfterFirstPaint(): boolean {
  return useRevealInStages(2) > 1;
}
