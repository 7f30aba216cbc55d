import { useLayoutEffect } from 'react';

const OPEN_ASSISTANT = 'sillage:open-assistant';

/** Opens the assistant panel from anywhere (top bar, command palette) without importing the AI feature. */
export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT));
}

/**
 * Listens from the commit that mounts it (a layout effect): the prerendered shell's take-over presses again, in the
 * app's first commit, the buttons pressed on the page (prerendered-page.ts), and a passive effect would listen only
 * after that press, so an early click on the assistant's button opened nothing.
 */
export function useOpenAssistantListener(handler: () => void): void {
  useLayoutEffect(() => {
    window.addEventListener(OPEN_ASSISTANT, handler);
    return () => window.removeEventListener(OPEN_ASSISTANT, handler);
  }, [handler]);
}
