import { useEffect, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sillage_sidebar_open';
export const RESIZE_DEBOUNCE_MS = 10;

function readRemembered(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * Sidebar open/closed (spec section 2): remembered in local storage; collapsed on /settings and below
 * `collapseBelowPx` (1280 px, 1500 px on formula pages) unless the user opens it there; resize debounced 10 ms.
 */
export function useSidebarState(options: { forceCollapsed: boolean; collapseBelowPx: number }) {
  const [width, setWidth] = useState(() => window.innerWidth);
  const [remembered, setRemembered] = useState(readRemembered);
  const [openedWhileAutoCollapsed, setOpenedWhileAutoCollapsed] = useState(false);
  const [mobileOpened, setMobileOpened] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, []);

  const autoCollapsed = options.forceCollapsed || width < options.collapseBelowPx;
  useEffect(() => setOpenedWhileAutoCollapsed(false), [autoCollapsed, options.forceCollapsed]);

  const desktopOpened = autoCollapsed ? openedWhileAutoCollapsed : remembered;

  const toggleDesktop = () => {
    if (autoCollapsed) {
      setOpenedWhileAutoCollapsed((value) => !value);
      return;
    }
    setRemembered((value) => {
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, String(!value));
      } catch {
        // Storage disabled: the state still toggles for this visit.
      }
      return !value;
    });
  };

  return {
    desktopOpened,
    mobileOpened,
    toggleDesktop,
    toggleMobile: () => setMobileOpened((value) => !value),
    closeMobile: () => setMobileOpened(false),
  };
}
