/**
 * A page the build drew beforehand (the signed-out sign-in page, scripts/prerender-auth-pages.ts, ADR 028): its HTML
 * (`#sl-prerendered`) paints before any JavaScript has run, while the app renders into a hidden `#root` beside it.
 * The screen calls `revealApp()` in a layout effect once it draws what the page shows: the app's stylesheets (loaded
 * as media="print", not blocking the first paint) are applied and the page is swapped for the app in that same frame,
 * with what the visitor typed and the focus carried over, so nothing blinks, moves or is lost.
 */
const PRERENDERED_ID = 'sl-prerendered';

/** The path the page was drawn for, or null when the app was served as a plain single-page app. */
export const isPrerenderedPage = (): boolean => document.getElementById(PRERENDERED_ID) !== null;

const deferredStylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[data-sl-deferred-style]')].filter(
    (link) => link.media !== 'all',
  );

/** Resolves once every deferred stylesheet has loaded (a failed one does not hold the page back). */
function whenStylesheetsLoaded(links: HTMLLinkElement[]): Promise<void> {
  return Promise.all(
    links.map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React tracks a controlled input's value: set it through the native setter, then tell React with an input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** What the visitor typed into the page's fields (matched by name), and the field they were in, go to the app's. */
function carryOverInput(page: HTMLElement, app: HTMLElement) {
  const active = document.activeElement;
  for (const field of page.querySelectorAll<HTMLInputElement>('input[name]')) {
    const target = app.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]`);
    if (!target) continue;
    if (field.value && !target.value) setInputValue(target, field.value);
    if (field === active) {
      target.focus();
      if (field.selectionStart !== null) target.setSelectionRange(field.selectionStart, field.selectionEnd);
    }
  }
}

let revealed = false;

function swap(page: HTMLElement) {
  const app = document.getElementById('root');
  if (!app) return;
  for (const link of deferredStylesheets()) link.media = 'all';
  app.removeAttribute('style');
  carryOverInput(page, app);
  page.remove();
}

/**
 * Shows the app in place of the prerendered page (idempotent; nothing to do on a page served without one). At once
 * when the app's stylesheets are in, else as soon as they are.
 */
export function revealApp(): void {
  const page = document.getElementById(PRERENDERED_ID);
  if (revealed || !page) return;
  revealed = true;
  const pending = deferredStylesheets().filter((link) => !link.sheet);
  if (pending.length === 0) swap(page);
  else void whenStylesheetsLoaded(pending).then(() => swap(page));
}
