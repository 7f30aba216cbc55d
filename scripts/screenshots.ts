// npm run screenshots -- [--signed-out] [/route …]: screenshots of screens in light and dark, at desktop and phone
// width, in .tmp/screenshots/ (the client must be built: npm run build). Signs a fresh user up to see the app as they
// do, or with --signed-out shows the screens to a visitor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

// --signed-out: as a visitor (no session; the mode follows the browser's, as a visitor's 'system' setting would).
const signedOut = process.argv.includes('--signed-out');
const routeArgs = process.argv.slice(2).filter((arg) => arg !== '--signed-out');
const routes = routeArgs.length > 0 ? routeArgs : ['/', '/login', '/dashboard', '/settings', '/materials', '/pricing'];
const outDir = path.resolve('.tmp/screenshots');
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-shots-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServerProcess(port, {
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS: 'admin@sillage.test',
  REFERENCE_DATA_DIR: process.env.REFERENCE_DATA_DIR ?? '',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  await waitForHealth(`http://127.0.0.1:${port}`, 120_000);
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'admin@sillage.test', password: 'screenshots', name: 'Perfumer' }),
  });
  const cookies = signUp.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const [name, ...value] = pair!.split('=');
    return { name: name!, value: value.join('='), domain: 'localhost', path: '/' };
  });
  // ADMIN_EMAILS makes the address admin once verified: follow the link its sign-up left in the outbox.
  const outbox = (await (await fetch(`${origin}/api/test/outbox?to=admin%40sillage.test`)).json()) as {
    messages: { text: string }[];
  };
  const verifyLink = outbox.messages
    .map((message) => /https?:\/\/\S*verify-email\S*/.exec(message.text)?.[0])
    .find(Boolean);
  if (verifyLink) await fetch(verifyLink, { redirect: 'manual' });
  await fetch(`${origin}/api/settings`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify({ themeMode: 'system' }),
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport, deviceScaleFactor: 1 });
      if (signedOut)
        await context.addInitScript(() =>
          localStorage.setItem('app_settings', JSON.stringify({ themeMode: 'system' })),
        );
      else await context.addCookies(cookies);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(400); // let the theme transition settle (screenshots only, never in tests)
        const name = `${route === '/' ? 'landing' : route.slice(1).replaceAll('/', '-')}${signedOut ? '-signed-out' : ''}-${colorScheme}-${device}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: false });
        console.log(name);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
