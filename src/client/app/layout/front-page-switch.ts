/** The legacy/new front-page toggle (spec section 2) passes its toast across the page load in sessionStorage. */
export const FRONT_PAGE_SWITCH_KEY = 'sillage_front_page_switch';
export const SWITCHED_TO_LEGACY = 'Switched to legacy front page';
export const SWITCHED_TO_NEW = 'Switched to new front page';

export function rememberFrontPageSwitch(target: 'legacy' | 'new'): void {
  try {
    sessionStorage.setItem(FRONT_PAGE_SWITCH_KEY, target);
  } catch {
    // No storage: the switch still happens, only the message is lost.
  }
}

/** Reads and clears a pending switch message for `target`. */
export function takeFrontPageSwitch(target: 'legacy' | 'new'): boolean {
  try {
    if (sessionStorage.getItem(FRONT_PAGE_SWITCH_KEY) !== target) return false;
    sessionStorage.removeItem(FRONT_PAGE_SWITCH_KEY);
    return true;
  } catch {
    return false;
  }
}
