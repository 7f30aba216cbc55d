/**
 * A page the build drew beforehand (the signed-out sign-in page, scripts/prerender-auth-pages.ts, ADR 029): its HTML
 * (`#sl-prerendered`) paints before any JavaScript has run, while the app renders into a hidden `#root` beside it.
 * The screen calls `revealApp()` in a layout effect once it draws what the page shows: the app's stylesheets (loaded
 * as media="print", not blocking the first paint) are applied and the page is swapped for the app in that same frame,
 * with what the visitor typed, the focus and a form already sent carried over, so nothing blinks, moves or is lost.
 */
const PRERENDERED_ID = 'sl-prerendered';

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

const fontFaceKey = (rule: CSSFontFaceRule) =>
  ['font-family', 'font-weight', 'font-style']
    .map((name) => rule.style.getPropertyValue(name).replaceAll('"', ''))
    .join('|');

/**
 * The app's stylesheets declare the fonts' faces again, beside those of the page's inlined CSS. Applied as they are,
 * the new faces (their files loaded by now) redraw every text in its web font where the page's first paint, past
 * font-display: optional's short wait, used the fallback font: the font changes under the visitor's eyes, lines
 * rewrap, and the browser counts the app's larger heading as a new, later largest paint (issue 34: LCP 3.8-5 s).
 * The faces the page has already are taken out of the app's sheets, so the page keeps the fonts it painted with,
 * as optional means (the next page load has them from the cache).
 */
function dropRepeatedFontFaces(links: HTMLLinkElement[]) {
  const critical = document.querySelector<HTMLStyleElement>('style[data-sl-critical]')?.sheet;
  if (!critical) return;
  const declared = new Set(
    [...critical.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => fontFaceKey(rule)),
  );
  for (const link of links) {
    const sheet = link.sheet;
    if (!sheet) continue;
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      const rule = sheet.cssRules[index];
      if (rule instanceof CSSFontFaceRule && declared.has(fontFaceKey(rule))) sheet.deleteRule(index);
    }
  }
}

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React tracks a controlled input's value: set it through the native setter, then tell React with an input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

type TypedFields = {
  values: Map<string, string>;
  focused: { name: string; start: number | null; end: number | null } | null;
};

/** What the visitor typed into the page's named fields, and the field they were in. */
function readTypedFields(page: HTMLElement): TypedFields {
  const values = new Map<string, string>();
  let focused: TypedFields['focused'] = null;
  for (const field of page.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value) values.set(field.name, field.value);
    if (field === document.activeElement)
      focused = { name: field.name, start: field.selectionStart, end: field.selectionEnd };
  }
  return { values, focused };
}

/** The typing goes into the app's fields of the same names (those it has drawn by now), the focus too. */
function carryOverTyping(app: HTMLElement, typed: TypedFields) {
  const fieldNamed = (name: string) => app.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const [name, value] of typed.values) {
    const target = fieldNamed(name);
    if (target && !target.value) setInputValue(target, value);
  }
  if (!typed.focused) return;
  const target = fieldNamed(typed.focused.name);
  target?.focus();
  if (target && typed.focused.start !== null) target.setSelectionRange(typed.focused.start, typed.focused.end);
}

/** Must match first-paint.js, which notes the buttons pressed on the page. */
const buttonKey = (button: HTMLButtonElement) =>
  [button.getAttribute('role') ?? '', button.getAttribute('aria-label') ?? '', button.textContent?.trim() ?? ''].join(
    '|',
  );

/** Buttons pressed on the page before the app took over (a tab), pressed again in the app, in order. */
function replayPresses(app: HTMLElement) {
  const html = document.documentElement;
  const noted = html.getAttribute('data-sl-pending-clicks');
  if (noted === null) return;
  html.removeAttribute('data-sl-pending-clicks');
  const keys: unknown = JSON.parse(noted);
  if (!Array.isArray(keys)) return;
  for (const key of keys)
    [...app.querySelectorAll<HTMLButtonElement>('button')].find((button) => buttonKey(button) === key)?.click();
}

/**
 * A button still held down on the page when the app took over (first-paint.js noted it): its release lands on the
 * app's button, and a click needs the press and the release on one element, so none would be made. Released on the
 * app's button, the press is finished there as a click (unless the browser made one); released elsewhere, nothing.
 */
function finishHeldPress(app: HTMLElement) {
  const html = document.documentElement;
  const key = html.getAttribute('data-sl-pressing');
  if (key === null) return;
  html.removeAttribute('data-sl-pressing');
  const button = [...app.querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => buttonKey(candidate) === key,
  );
  if (!button) return;
  let clicked = false;
  const noteClick = () => (clicked = true);
  const stop = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', stop, true);
  };
  const release = (event: PointerEvent) => {
    stop();
    if (!(event.target instanceof Node) || !button.contains(event.target)) return;
    button.addEventListener('click', noteClick, { capture: true, once: true });
    // The browser's own click, if it makes one, comes in this same task, before the timer.
    setTimeout(() => {
      button.removeEventListener('click', noteClick, true);
      if (!clicked) button.click();
    }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', stop, true);
}

/** A form the visitor sent before the app took over (first-paint.js kept it): the app's same form sends it now. */
function sendPendingForm(app: HTMLElement) {
  const html = document.documentElement;
  const pending = html.getAttribute('data-sl-pending-submit');
  if (pending === null) return;
  html.removeAttribute('data-sl-pending-submit');
  const form = app.querySelectorAll('form')[Number(pending)];
  // After React has taken in the carried-over values (their input events).
  if (form) setTimeout(() => form.requestSubmit(), 0);
}

let revealed = false;

function swap(page: HTMLElement) {
  const app = document.getElementById('root');
  if (!app) return;
  const links = deferredStylesheets();
  dropRepeatedFontFaces(links);
  for (const link of links) link.media = 'all';
  const typed = readTypedFields(page);
  app.removeAttribute('style');
  page.remove();
  replayPresses(app);
  finishHeldPress(app);
  // Once React has drawn what the presses changed (its updates run in a microtask), still before the next paint.
  queueMicrotask(() => {
    carryOverTyping(app, typed);
    sendPendingForm(app);
  });
}

/**
 * Shows the app in place of the prerendered page (idempotent; nothing to do on a page served without one). At once
 * when the app's stylesheets are in, else as soon as they are.
 */
export function revealApp(): void {
  const page = document.getElementById(PRERENDERED_ID);
  if (revealed || !page) return;
  revealFrom(page);
}

/**
 * The shell's first commit (AppLayout's layout effect) on a prerendered signed-in page (ADR 046: marked
 * `data-sl-reveal="shell"`): the app has drawn the shell and the screen's first block the page shows, so it takes
 * over now. The sign-in page waits for its form instead (LoginScreen calls revealApp).
 */
export function revealPrerenderedShell(): void {
  const page = document.getElementById(PRERENDERED_ID);
  if (revealed || !page || page.getAttribute('data-sl-reveal') !== 'shell') return;
  revealFrom(page);
}

function revealFrom(page: HTMLElement) {
  revealed = true;
  const pending = deferredStylesheets().filter((link) => !link.sheet);
  if (pending.length === 0) swap(page);
  else void whenStylesheetsLoaded(pending).then(() => swap(page));
}
