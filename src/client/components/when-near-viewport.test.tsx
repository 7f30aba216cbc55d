import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/dom/render-app.tsx';
import { WhenNearViewport } from './when-near-viewport.tsx';

/** An IntersectionObserver the test drives: `observed` holds what was observed, `show` reports it intersecting. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; margin?: string }[] = [];
  class FakeIntersectionObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        for (const target of observer.elements)
          observer.callback([{ isIntersecting, target } as IntersectionObserverEntry], observer as never);
    });
  return { observers, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport (below-the-fold content rendered when its place comes near)', () => {
  it('shows the placeholder in the reserved space, then the content once its place is near, and keeps it', async () => {
    const { observers, report } = fakeObserver();
    renderApp(
      <WhenNearViewport placeholder="Certificates and the CLP label" minHeight={320} margin="500px">
        <p>Panel</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Panel')).toBeNull();
    const placeholder = screen.getByText('Certificates and the CLP label').parentElement!;
    expect(placeholder.style.minHeight).toBe('320px');
    expect(observers.map((observer) => observer.margin)).toEqual(['500px']);

    await report(false);
    expect(screen.queryByText('Panel')).toBeNull();

    await report(true);
    expect(screen.getByText('Panel')).toBeTruthy();
    expect(screen.queryByText('Certificates and the CLP label')).toBeNull();
    // Observing stopped: the content stays when its place leaves the viewport again.
    expect(observers.every((observer) => observer.elements.length === 0)).toBe(true);
  });

  it('renders the content at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderApp(
      <WhenNearViewport placeholder="Documents" minHeight={100}>
        <p>Panel</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Panel')).toBeTruthy();
  });
});
