// First paint in the visitor's stored mode, so a light theme does not flash dark (spec section 4), and in their stored
// base font size and density, so a prerendered page (/login) has the sizes the app then applies (applyAppearance).
// A classic blocking script (no inline script: the server's CSP forbids it).
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('app_settings') || '{}');
    var root = document.documentElement;
    if (typeof stored.fontSize === 'number' && stored.fontSize > 0)
      root.style.fontSize = Math.min(stored.fontSize, 40) * 1.05 + 'px';
    if (stored.densityMode === 'compact' || stored.densityMode === 'spacious')
      root.setAttribute('data-density', stored.densityMode);
    var mode = stored.themeMode;
    // A document a perfumer sends (a certificate link) is light like paper (isLightDocumentPath).
    if (location.pathname.indexOf('/c/') === 0) mode = 'light';
    if (mode === 'system') mode = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    if (mode !== 'light') return;
    root.setAttribute('data-mantine-color-scheme', 'light');
    root.style.backgroundColor = '#faf7f0';
    root.style.colorScheme = 'light';
  } catch {
    // Unreadable storage: keep the dark first paint.
  }
})();
