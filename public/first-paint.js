// First paint in the visitor's stored mode, so a light theme does not flash dark (spec section 4), and in their stored
// base font size and density, so a prerendered page (/login) has the sizes the app then applies (applyAppearance).
// A classic blocking script (no inline script: the server's CSP forbids it).
(function () {
  /** How a button is found again in the app's page (lib/prerendered-page.ts builds the same key). */
  function buttonKey(button) {
    return [button.getAttribute('role') || '', button.getAttribute('aria-label') || '', button.textContent.trim()].join('|');
  }
  // A prerendered page (/login, scripts/prerender-auth-pages.ts) names its scripts and stylesheets inertly
  // (data-sl-after-paint): they load once it has painted, so its first paint never waits for the app.
  // The app's module and stylesheets (which the app waits for as it takes over) in one task; the modulepreload links
  // after them, as many a task as fit in 3 ms: appending them all at once was a task of 17 ms on a fast machine
  // (one link alone 11 ms), 54 ms at 4× CPU, within Lighthouse's blocking time (issue 34).
  function activate(inert) {
    var kind = inert.getAttribute('data-sl-after-paint');
    var element = document.createElement(kind === 'module' ? 'script' : 'link');
    element.crossOrigin = 'anonymous';
    if (kind === 'module') {
      element.type = 'module';
      element.src = inert.href;
    } else if (kind === 'stylesheet') {
      // Applied by the app when it takes the page over (lib/prerendered-page.ts).
      element.rel = 'stylesheet';
      element.media = 'print';
      element.setAttribute('data-sl-deferred-style', '');
      element.href = inert.href;
    } else {
      element.rel = 'modulepreload';
      element.href = inert.href;
    }
    document.head.appendChild(element);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var inert = document.querySelectorAll('link[data-sl-after-paint]');
      var preloads = [];
      for (var i = 0; i < inert.length; i++) {
        if (inert[i].getAttribute('data-sl-after-paint') === 'modulepreload') preloads.push(inert[i]);
        else activate(inert[i]);
      }
      var next = 0;
      (function appendSome() {
        var started = performance.now();
        while (next < preloads.length) {
          activate(preloads[next++]);
          if (performance.now() - started >= 3) break;
        }
        if (next < preloads.length) setTimeout(appendSome, 0);
      })();
    }, 0);
  });
  // The button (not a form's submit) of the prerendered page an event is on, or null.
  function pageButton(event) {
    var page = document.getElementById('sl-prerendered');
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    return page && button && page.contains(button) && button.type !== 'submit' ? button : null;
  }
  // A button pressed on a prerendered page before the app has taken over (a tab) is pressed again in the app.
  document.addEventListener(
    'click',
    function (event) {
      var button = pageButton(event);
      if (!button) return;
      var html = document.documentElement;
      var pressed = JSON.parse(html.getAttribute('data-sl-pending-clicks') || '[]');
      pressed.push(buttonKey(button));
      html.setAttribute('data-sl-pending-clicks', JSON.stringify(pressed));
    },
    true,
  );
  // A button held down on the page: if the app takes over before it is released, the release lands on the app's
  // button and no click is made on either; the app finishes the press (lib/prerendered-page.ts).
  document.addEventListener(
    'pointerdown',
    function (event) {
      var button = pageButton(event);
      if (button) document.documentElement.setAttribute('data-sl-pressing', buttonKey(button));
    },
    true,
  );
  ['pointerup', 'pointercancel'].forEach(function (type) {
    document.addEventListener(
      type,
      function () {
        if (document.getElementById('sl-prerendered')) document.documentElement.removeAttribute('data-sl-pressing');
      },
      true,
    );
  });
  // A prerendered form sent before the app has taken over is kept for the app, which sends it
  // (lib/prerendered-page.ts), rather than posted to the server.
  document.addEventListener(
    'submit',
    function (event) {
      var page = document.getElementById('sl-prerendered');
      if (!page || !page.contains(event.target)) return;
      event.preventDefault();
      var index = Array.prototype.indexOf.call(page.querySelectorAll('form'), event.target);
      document.documentElement.setAttribute('data-sl-pending-submit', String(index));
    },
    true,
  );
})();
// A screen's first reads leave as the page starts rather than once the app's code has run (issue 34): a saved
// formula's three (the formula, its materials' regulatory data, its specification ticks), about 90 ms sooner, and the
// inventory's stock, which the screen's list waits for. The app takes each answer for its own first read of the same
// address within EARLY_READ_MS (lib/early-reads.ts); an answer it does not take is dropped. Same headers as the app's
// reads: the session cookie and, when kept, the visitor session (its 30 minutes).
function earlyReadPaths() {
  if (location.pathname === '/inventory') return ['/api/inventory'];
  if (location.pathname !== '/formula') return null;
  var id = new URLSearchParams(location.search).get('id');
  if (!id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return ['/api/formulas/' + id, '/api/compliance/engine-data?formulaId=' + id,
    '/api/formulas/' + id + '/specification-confirmations'];
}
(function () {
  var paths = typeof fetch === 'function' ? earlyReadPaths() : null;
  if (!paths) return;
  var headers = {};
  try {
    var nav = navigator;
    var visitor = JSON.parse(localStorage.getItem('sillage_visitor_session') || 'null');
    if (nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && visitor && typeof visitor.id === 'string' &&
      Date.now() - visitor.lastSeenAt < 30 * 60 * 1000)
      headers['x-visitor-session'] = visitor.id;
  } catch {
    // Storage unavailable: no visitor session, as the app's reads.
  }
  var reads = {};
  for (var i = 0; i < paths.length; i++) {
    var read = fetch(paths[i], { credentials: 'include', headers: headers });
    // Not taken, a failure is nobody's: the app reads again.
    read.catch(function () {});
    reads[location.origin + paths[i]] = { at: performance.now(), read: read };
  }
  window.__slEarlyReads = reads;
})();
// A signed-in page drawn at build time (ADR 046) fits this browser when its sidebar is drawn as the app will draw it
// (app-layout.tsx, use-sidebar-state.ts: a drawer on a phone, a rail below the page's width or when closed) and the
// stored look is one the page has (the default fonts and spacing, a built-in theme); else it is not shown and the app
// paints when it takes over.
function prerenderFits(root, stored) {
  var fonts = { fontFamily: 'Outfit', fontFamilySpreadsheet: 'Roboto Mono', fontFamilyReports: 'Playfair Display',
    fontFamilyCards: 'Outfit', fontFamilyTooltip: 'Outfit' };
  for (var key in fonts) if (stored[key] !== undefined && stored[key] !== fonts[key]) return false;
  if (stored.letterSpacing !== undefined && stored.letterSpacing !== 0) return false;
  if (typeof stored.activeThemeIdentifier === 'string' && stored.activeThemeIdentifier.indexOf('user-') === 0)
    return false;
  if (window.matchMedia('(max-width: 48em)').matches) return true;
  var remembered = true;
  try {
    remembered = localStorage.getItem('sillage_sidebar_open') !== 'false';
  } catch {
    // Storage disabled: open, as the app reads it.
  }
  var below = Number(root.getAttribute('data-sl-collapse-below'));
  var mini = window.innerWidth < below ? true : !remembered;
  return mini === (root.getAttribute('data-sl-sidebar') === 'mini');
}
// The day, the greeting and the search shortcut of a prerendered signed-in page are the reader's own (the server
// wrote its own clock's), set as the parser adds them, before the first paint.
(function () {
  var root = document.documentElement;
  if (!root.hasAttribute('data-sl-prerendered-app') || typeof MutationObserver !== 'function') return;
  var now = new Date();
  var hour = now.getHours();
  var text = {
    // formatGreetingDay's en-GB "Sunday 29 November", spelt out: the page's first Intl date format cost a phone's
    // main thread about 100 ms (its locale data) before the first paint.
    day:
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][now.getDay()] +
      ' ' +
      now.getDate() +
      ' ' +
      ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
        'December'][now.getMonth()],
    greeting: hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening',
    shortcut: /Mac|iPhone|iPad|iPod/.test(navigator.platform) ? '\u2318K' : 'Ctrl K',
  };
  // The slots the parser has added so far, found among each batch of added elements (a walk of the whole page at every
  // mutation cost about 200 ms of a phone's main thread on a 100 kB page). An element added with its children is
  // searched once, from the highest of the batch's elements it is in (searching each added element's subtree visited
  // a deep page's elements once per ancestor: 20-50 ms on /formula). Filled again whenever their text differs (the
  // parser may add a slot's own text after the slot).
  var slots = [];
  function collect(records) {
    var added = new Set();
    for (var i = 0; i < records.length; i++)
      for (var j = 0; j < records[i].addedNodes.length; j++)
        if (records[i].addedNodes[j].nodeType === 1) added.add(records[i].addedNodes[j]);
    added.forEach(function (node) {
      if (node.hasAttribute('data-sl-slot')) slots.push(node);
      if (!node.firstElementChild) return;
      for (var parent = node.parentNode; parent; parent = parent.parentNode) if (added.has(parent)) return;
      var inner = node.querySelectorAll('[data-sl-slot]');
      for (var k = 0; k < inner.length; k++) if (slots.indexOf(inner[k]) < 0) slots.push(inner[k]);
    });
  }
  function fill() {
    for (var i = 0; i < slots.length; i++) {
      var value = text[slots[i].getAttribute('data-sl-slot')];
      if (value !== undefined && slots[i].textContent !== value) slots[i].textContent = value;
    }
  }
  var observer = new MutationObserver(function (records) {
    collect(records);
    fill();
  });
  observer.observe(root, { childList: true, subtree: true });
  // Done once the parser is (readyState "interactive"), before the app's module scripts run: the app's own rendering
  // is not watched.
  function finish() {
    if (document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', finish);
    collect(observer.takeRecords());
    fill();
    observer.disconnect();
    for (var i = 0; i < slots.length; i++) slots[i].removeAttribute('data-sl-slot');
  }
  document.addEventListener('readystatechange', finish);
})();
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('app_settings') || '{}');
    var root = document.documentElement;
    if (typeof stored.fontSize === 'number' && stored.fontSize > 0)
      root.style.fontSize = Math.min(stored.fontSize, 40) * 1.05 + 'px';
    if (stored.densityMode === 'compact' || stored.densityMode === 'spacious')
      root.setAttribute('data-density', stored.densityMode);
    // The theme's colours on a prerendered page (its inlined CSS has each built-in theme's, keyed by this attribute).
    var theme = stored.activeThemeIdentifier || localStorage.getItem('persisted_theme_color');
    if (typeof theme === 'string') root.setAttribute('data-sl-first-theme', theme);
    if (root.hasAttribute('data-sl-prerendered-app') && !prerenderFits(root, stored))
      root.setAttribute('data-sl-prerender-skip', '');
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
