import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page load of `pathname` in this tab: the module reads the positions the tab kept, as a new page's script does. */
async function loadPage(pathname: string) {
  vi.resetModules();
  const { useScrollRestoration } = await import('./use-scroll-restoration.ts');
  function Page() {
    useScrollRestoration();
    return <p>{pathname}</p>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [pathname] });
  return render(<RouterProvider router={router} />);
}

/** Leaving the page: the position is recorded as it scrolls and kept for the tab on pagehide. */
function scrollAndLeave(y: number, view: { unmount: () => void }) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
}

afterEach(() => {
  sessionStorage.clear();
  window.scrollTo(0, 0);
});

describe('useScrollRestoration across page loads', () => {
  it('a reload returns to where the page was left', async () => {
    scrollAndLeave(55, await loadPage('/dashboard'));
    window.scrollTo(0, 0);
    await loadPage('/dashboard');
    expect(window.scrollY).toBe(55);
  });

  it('another page loaded in the tab starts at its top, not where the previous page was left', async () => {
    // Every page load's first entry has the same key ("default"): the position of /dashboard was restored on
    // /materials, which opened 55 px down under its title (the prerendered shell's journey caught the jump).
    scrollAndLeave(55, await loadPage('/dashboard'));
    window.scrollTo(0, 0);
    await loadPage('/materials');
    expect(window.scrollY).toBe(0);
  });
});
