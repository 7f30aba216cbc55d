import { vi } from 'vitest';

/**
 * happy-dom lays nothing out: every element gets a desktop-sized box (1200 × 600 at the origin), so the grid's
 * virtualiser renders cells and the editor sizes its grid. Restored after each test (tests/setup/dom-setup.ts).
 */
export function giveElementsADesktopSize() {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 1200, bottom: 600, width: 1200, height: 600, toJSON: () => ({}) };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
  for (const [property, value] of [
    ['offsetWidth', 1200],
    ['offsetHeight', 600],
    ['clientWidth', 1200],
    ['clientHeight', 600],
  ] as const)
    vi.spyOn(HTMLElement.prototype, property, 'get').mockReturnValue(value);
}
