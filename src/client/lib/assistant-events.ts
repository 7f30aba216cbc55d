import { useEffect } from 'react';

const OPEN_ASSISTANT = 'sillage:open-assistant';

/** Opens the assistant panel from anywhere (top bar, command palette) without importing the AI feature. */
export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT));
}

export function useOpenAssistantListener(handler: () => void): void {
  useEffect(() => {
    window.addEventListener(OPEN_ASSISTANT, handler);
    return () => window.removeEventListener(OPEN_ASSISTANT, handler);
  }, [handler]);
}
