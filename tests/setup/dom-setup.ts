// Setup of the `dom` project (component tests in happy-dom): DOM matchers, a clean document and no leaked stubs,
// session or toasts between tests, and the few browser APIs Mantine reads that happy-dom leaves out.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetSessionStore } from '../../src/client/lib/session-store.ts';

// Some clients (better-auth's) keep the `fetch` they saw at import: route every call through one stable function
// that asks the test's stub (tests/dom/stub-api.ts), and refuse the network when a test stubbed nothing.
const refuse = async (input: RequestInfo | URL) => {
  throw new TypeError(
    `No API stub for ${String(input instanceof Request ? input.url : input)}: call renderApp with api answers`,
  );
};
let handler: typeof fetch = refuse;
globalThis.fetch = (input, init) => handler(input, init);
(globalThis as { __setFetchHandler?: (next: typeof fetch | null) => void }).__setFetchHandler = (next) => {
  handler = next ?? refuse;
};

afterEach(() => {
  cleanup();
  // The session store is module state: without this, the next test's first render shows this test's user.
  resetSessionStore();
  // So are Mantine's notifications: a toast of this test would still be listed in the next one.
  notifications.clean();
  handler = refuse;
  // Each test opens a browser that has stored nothing (the settings cached for a first paint, a dismissed tip).
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The project runs file after file in one window (isolate: false; ADR 062). What a file leaves behind goes with it:
// its modules (their caches and stubs: the next file imports ours afresh), the queued usage events (sent now, to a stub that
// takes them, rather than into the next file's requests), the document's attributes.
afterAll(() => {
  handler = async () => new Response(null, { status: 204 });
  dispatchEvent(new Event('pagehide'));
  handler = refuse;
  vi.resetModules();
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {}, writable: true });
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}
