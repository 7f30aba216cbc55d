import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLinkPrefetch } from './link-prefetch.ts';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

// Issue 35 item 16: links prefetch their screen on hover and on focus.
describe('installLinkPrefetch', () => {
  it('preloads a link’s screen on hover and on focus, once per path, never an outside or API link', () => {
    document.body.innerHTML = `
      <a href="/materials">Library</a>
      <a href="/inventory"><span>Inventory</span></a>
      <a href="https://example.org/x">Outside</a>
      <a href="/api/health">API</a>`;
    const preload = vi.fn();
    stop = installLinkPrefetch(preload);
    const [library, inventory, outside, api] = [...document.querySelectorAll('a')];
    fireEvent.pointerOver(library!);
    fireEvent.pointerOver(library!);
    fireEvent.focusIn(inventory!.querySelector('span')!);
    fireEvent.pointerOver(outside!);
    fireEvent.focusIn(api!);
    expect(preload.mock.calls).toEqual([['/materials'], ['/inventory']]);
  });
});
