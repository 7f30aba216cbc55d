import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { SettingsContext } from '../../lib/settings-context.ts';
import { theme } from '../theme.ts';
import { FormulaEditorFallback } from './formulas/formula-editor-fallback.tsx';
import { FormulaEditorScreen } from './formulas/formula-editor-screen.tsx';
import { InventoryFallback } from './inventory/inventory-fallback.tsx';
import { InventoryScreen } from './inventory/inventory-screen.tsx';
import { MaterialsFallback } from './materials/materials-fallback.tsx';
import { MaterialsScreen } from './materials/materials-screen.tsx';
import { settingsValue } from '../../../../tests/dom/settings-value.ts';

// Issue 34: /materials and /inventory draw their title and first line from the app entry while their chunk loads (the
// pages' largest paint). The screen must then draw the very same block in the same place, or the page's largest
// paint moves to the screen's copy (and a different block would shift): the fallback's block is the screen's own.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});

const user = { id: 'u1', email: 'camille@sillage.test', name: 'Camille', role: 'user' };

/**
 * The page's h1 and the line under it, as markup, with what comes before them in their block (nothing: what the
 * screen adds later, the materials' "Show the full library", comes after them, so it moves neither).
 */
function titleBlock(container: HTMLElement): string {
  const heading = container.querySelector('h1');
  if (!heading?.nextElementSibling) throw new Error('no h1 with a line under it');
  return `${heading.previousElementSibling?.outerHTML ?? ''}${heading.outerHTML}${heading.nextElementSibling.outerHTML}`;
}

/** The screen's first draw (its request still out) and its fallback's. */
function firstDraws(screenElement: ReactElement, fallback: ReactElement, url: string) {
  const drawn = renderApp(screenElement, { url, user, api: [] });
  const screenBlock = titleBlock(drawn.container);
  drawn.unmount();
  const alone = render(<MantineProvider theme={theme}>{fallback}</MantineProvider>);
  return { screenBlock, fallbackBlock: titleBlock(alone.container) };
}

describe('a screen whose first paint is in the app entry', () => {
  it.each([
    [
      'the materials library',
      <MaterialsScreen key="m" />,
      <MaterialsFallback key="f" />,
      '/materials',
      'Materials Library',
    ],
    ['the inventory', <InventoryScreen key="i" />, <InventoryFallback key="f" />, '/inventory', 'Inventory'],
  ])('%s: the fallback draws the title block the screen first draws', (_name, screenElement, fallback, url, title) => {
    const { screenBlock, fallbackBlock } = firstDraws(screenElement, fallback, url);
    expect(fallbackBlock).toContain(title);
    expect(fallbackBlock).toBe(screenBlock);
  });
});

const settings = settingsValue({ autoSave: false });

/** The block around the loading line (role status): what the prerendered /formula shows (ADR 046). */
function loadingBlock(container: HTMLElement): string {
  const block = container.querySelector('[role="status"]')?.parentElement?.parentElement;
  if (!block) throw new Error('no loading line');
  return block.outerHTML;
}

describe('the formula editor while it reads a saved formula', () => {
  it("the route's fallback draws the very block the screen draws while its request is out", () => {
    const drawn = renderApp(
      <SettingsContext value={settings}>
        <FormulaEditorScreen />
      </SettingsContext>,
      { url: '/formula?id=7af9b0fe-0000-4000-8000-000000000001', user, api: [] },
    );
    const screenBlock = loadingBlock(drawn.container);
    drawn.unmount();
    const alone = render(
      <MantineProvider theme={theme}>
        <FormulaEditorFallback />
      </MantineProvider>,
    );
    expect(screenBlock).toContain('Loading formula editor...');
    expect(loadingBlock(alone.container)).toBe(screenBlock);
  });
});
