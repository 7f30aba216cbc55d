import { useEffect, useState } from 'react';

/**
 * False in the render that mounts the caller and until the frame it is drawn in has painted, then true: what
 * comes below the fold (the compliance details under the verdict) is drawn in its own task after the first paint,
 * not in the long one that opens the editor (issue 34). A caller mounted later still waits one frame.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
