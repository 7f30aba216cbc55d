const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable element just after (or before, with Shift) `region` in document order, outside it. */
export function findFocusableBeside(region: Element, backwards: boolean): HTMLElement | null {
  const candidates = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !region.contains(element) && element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  if (backwards)
    return (
      candidates
        .filter((element) => region.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1) ?? null
    );
  return (
    candidates.find((element) => region.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null
  );
}

/**
 * Tab leaves the spreadsheet when no cell is being edited (arrows move inside it, Enter edits): the grid would
 * otherwise keep Tab for itself and the side panel could never be reached with the keyboard (issue 35, item 4).
 * While a cell is edited, Tab commits it and moves to the next cell, as in a spreadsheet.
 */
export function listenForTabOut(options: {
  isGridActive: () => boolean;
  region: () => Element | null;
  deactivate: () => void;
}): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.ctrlKey || event.metaKey || event.altKey || !options.isGridActive()) return;
    const region = options.region();
    if (!region) return;
    const active = document.activeElement;
    if (active && active !== document.body && region.contains(active) && active.matches('input, textarea')) return;
    const next = findFocusableBeside(region, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    options.deactivate();
    next.focus();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
