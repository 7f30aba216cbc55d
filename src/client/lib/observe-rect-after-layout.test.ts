import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { observeRectAfterLayout } from './observe-rect-after-layout.ts';

/** A ResizeObserver the test drives: `observations` delivers an entry as the browser would after a layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: { element: Element; box: string | undefined }[] = [];
  disconnected = false;
  readonly callback: (entries: { contentBoxSize: { inlineSize: number; blockSize: number }[] }[]) => void;
  constructor(callback: FakeResizeObserver['callback']) {
    this.callback = callback;
    FakeResizeObserver.last = this;
  }
  observe(element: Element, options?: { box?: string }) {
    this.observed.push({ element, box: options?.box });
  }
  disconnect() {
    this.disconnected = true;
  }
  deliver(inlineSize: number, blockSize: number) {
    this.callback([{ contentBoxSize: [{ inlineSize, blockSize }] }]);
  }
}

/** A scroll element whose size reads are counted: each would force the browser's style and layout. */
function countingElement() {
  const reads = { count: 0 };
  const element = {} as Element;
  for (const property of ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight', 'getBoundingClientRect'])
    Object.defineProperty(element, property, {
      get() {
        reads.count++;
        return 0;
      },
    });
  return { element, reads };
}

function virtualizerOf(element: Element | null, view: unknown) {
  return { scrollElement: element, targetWindow: view } as unknown as Virtualizer<Element, Element>;
}

describe('observeRectAfterLayout', () => {
  it('reads nothing from the element when it starts; the size comes from the first observation', () => {
    const { element, reads } = countingElement();
    const rects: { width: number; height: number }[] = [];
    observeRectAfterLayout(virtualizerOf(element, { ResizeObserver: FakeResizeObserver }), (rect) => rects.push(rect));
    expect(reads.count).toBe(0);
    expect(rects).toEqual([]);
    expect(FakeResizeObserver.last?.observed).toEqual([{ element, box: 'content-box' }]);
    FakeResizeObserver.last!.deliver(1023.6, 540.4);
    FakeResizeObserver.last!.deliver(390, 360);
    expect(rects).toEqual([
      { width: 1024, height: 540 },
      { width: 390, height: 360 },
    ]);
    expect(reads.count).toBe(0);
  });

  it('stops observing when the virtualizer lets go of the element', () => {
    const { element } = countingElement();
    const stop = observeRectAfterLayout(virtualizerOf(element, { ResizeObserver: FakeResizeObserver }), () => {});
    expect(FakeResizeObserver.last?.disconnected).toBe(false);
    stop?.();
    expect(FakeResizeObserver.last?.disconnected).toBe(true);
  });

  it.each([
    ['no scroll element yet', null, { ResizeObserver: FakeResizeObserver }],
    ['no ResizeObserver in the window', countingElement().element, {}],
  ])('observes nothing with %s (the initial rect stays)', (_case, element, view) => {
    FakeResizeObserver.last = null;
    expect(observeRectAfterLayout(virtualizerOf(element, view), () => {})).toBeUndefined();
    expect(FakeResizeObserver.last).toBeNull();
  });
});
