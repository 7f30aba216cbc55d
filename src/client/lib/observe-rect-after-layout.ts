import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualizer's scroll-element size, read only when the browser has laid the page out: from a ResizeObserver, whose
 * first observation arrives after the first layout, in the same frame. TanStack's own observer reads the element's
 * client size at once, in React's layout effect, which forces the new screen's style and layout inside the commit's
 * task (97 ms at 4× on /materials). Until the first observation the virtualizer uses its `initialRect`.
 */
export function observeRectAfterLayout<TScroll extends Element, TItem extends Element>(
  instance: Virtualizer<TScroll, TItem>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return undefined;
  const observer = new view.ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize[0];
    if (!box) return;
    // The content box, as the element's client size less its padding (the list has none).
    onRect({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}
