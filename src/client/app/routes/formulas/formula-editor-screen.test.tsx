import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { answer, type StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { giveElementsADesktopSize } from '../../../../../tests/dom/desktop-size.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { FORMULA_FRESH_MS, formulaDetailKey, type Formula } from '../../../features/formulas/api/get-formula.ts';
import type { client } from '../../../lib/api-client.ts';
import { SettingsContext } from '../../../lib/settings-context.ts';
import { FormulaEditorScreen } from './formula-editor-screen.tsx';
import { settingsValue } from '../../../../../tests/dom/settings-value.ts';

const ID = '7af9b0fe-0000-4000-8000-000000000001';
type Endpoint = (typeof client.formulas)[':id']['$get'];
type MatchEndpoint = typeof client.materials.match.$post;

const formula = (name: string, version: number): Formula => ({
  id: ID,
  name,
  description: null,
  rows: [{ ...createEmptyRow('r1'), name: 'Hedione', amount: 30 }],
  product: DEFAULT_FINISHED_PRODUCT,
  version,
  revision: 0,
  masterFormulaId: null,
  isConfidential: false,
  tags: [],
  isPublic: false,
  source: 'local',
  ingredientCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const settings = settingsValue({ autoSave: false });

/** happy-dom lays nothing out (a desktop-sized box lets the editor size its grid) and has no idle callbacks. */
function prepareDocument() {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
  giveElementsADesktopSize();
}

/** The screen mounted at /formula, opened from another page after the cache holds `cached` read `ageMs` ago. */
async function openWithCachedCopy(
  cached: Formula,
  ageMs: number,
  options: { autoSave?: boolean; api?: StubRoute[] } = {},
) {
  prepareDocument();
  const value = { ...settings, settings: { ...settings.settings, autoSave: options.autoSave ?? false } };
  const screenWithSettings = (
    <SettingsContext value={value}>
      <FormulaEditorScreen />
    </SettingsContext>
  );
  const view = renderApp(screenWithSettings, {
    user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
    url: '/formula-lab',
    path: '/formula',
    api: [
      answer<Endpoint>('GET', `/api/formulas/${ID}`, { formula: formula('Chypre study, oakmoss-free', 3) }),
      // The free-text line "Hedione" is in the library: opening matches it.
      answer<MatchEndpoint>('POST', '/api/materials/match', {
        matches: [
          {
            name: 'Hedione',
            material: { id: '7af9b0fe-0000-4000-8000-00000000a001', name: 'Hedione', cas: '24851-98-7', isOwn: false },
          },
        ],
      } as never),
      ...(options.api ?? []),
    ],
  });
  view.queryClient.setQueryData(formulaDetailKey(ID), cached, { updatedAt: Date.now() - ageMs });
  await act(() => view.router.navigate(`/formula?id=${ID}`));
  const reads = () => view.requests.filter((request) => request.path === `/api/formulas/${ID}`).length;
  // The prices of the lines are read by POST (their ids in the body): a read, not a write.
  const writes = () =>
    view.requests.filter(
      (request) =>
        request.method !== 'GET' &&
        request.path.startsWith('/api/formulas') &&
        request.path !== '/api/formulas/material-prices',
    );
  const matched = () => view.requests.some((request) => request.path === '/api/materials/match');
  return { reads, writes, matched, user: view.user };
}

describe('FormulaEditorScreen', () => {
  it('opens a copy read moments ago (the route prefetch) without reading the formula again', async () => {
    const { reads } = await openWithCachedCopy(formula('Chypre study', 2), 1_000);
    expect(await screen.findByRole('textbox', { name: 'Formula name' })).toHaveValue('Chypre study');
    expect(await screen.findByText(/Hedione/)).toBeInTheDocument();
    expect(reads()).toBe(0);
  });

  it('reads an older cached copy again and opens the latest version, its version being the save token', async () => {
    const { reads } = await openWithCachedCopy(formula('Chypre study', 2), FORMULA_FRESH_MS + 1_000);
    expect(await screen.findByRole('textbox', { name: 'Formula name' })).toHaveValue('Chypre study, oakmoss-free');
    expect(screen.getByText(/^v3$/i)).toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('opening a formula never writes a version, even with autosave on and a free-text line matched to the library', async () => {
    const { writes, matched } = await openWithCachedCopy(formula('Chypre study', 2), 1_000, { autoSave: true });
    expect(await screen.findByRole('textbox', { name: 'Formula name' })).toHaveValue('Chypre study');
    await vi.waitFor(() => expect(matched()).toBe(true), { timeout: 3_000 });
    // Longer than the autosave delay (1.5 s) after the match.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(writes()).toEqual([]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('Save pressed while an autosave is under way is made after it, over the version the autosave wrote', async () => {
    const saved = formula('Chypre study, dry', 3);
    const { writes, user } = await openWithCachedCopy(formula('Chypre study', 2), 1_000, {
      autoSave: true,
      // The autosave's answer takes a while: Save is pressed before it comes.
      api: [{ method: 'PUT', path: `/api/formulas/${ID}`, status: 200, body: { formula: saved }, delayMs: 800 }],
    });
    const name = await screen.findByRole('textbox', { name: 'Formula name' });
    await user.type(name, ', dry');
    await vi.waitFor(() => expect(writes()).toHaveLength(1), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2), { timeout: 3_000 });
    const [autosave, explicit] = writes().map((request) => request.body as Record<string, unknown>);
    expect(autosave).toMatchObject({ version: 2, autosave: true, name: 'Chypre study, dry' });
    // The explicit save follows the autosave's answer (version 3), not the version the editor opened.
    expect(explicit).toMatchObject({ version: 3, autosave: false, name: 'Chypre study, dry' });
    // Two presses while the autosave was under way are one save.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(writes()).toHaveLength(2);
  });

  it('a formula created here stays in the same editor once the address names it', async () => {
    prepareDocument();
    const created = formula('Rose study', 1);
    const view = renderApp(
      <SettingsContext value={settings}>
        <FormulaEditorScreen />
      </SettingsContext>,
      {
        user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
        url: '/formula',
        path: '/formula',
        api: [
          { method: 'POST', path: '/api/formulas', status: 201, body: { formula: created } },
          answer<Endpoint>('GET', `/api/formulas/${ID}`, { formula: created }),
        ],
      },
    );
    const name = await screen.findByRole('textbox', { name: 'Formula name' });
    await view.user.clear(name);
    await view.user.type(name, 'Rose study');
    await view.user.click(screen.getByRole('button', { name: /^Save$/ }));
    await vi.waitFor(() => expect(view.router.state.location.search).toBe(`?id=${ID}`));
    // The screen has drawn the new address (an editor opened anew would have replaced this one by now).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await screen.findByText(/^v1$/i)).toBeInTheDocument();
    // Opened anew, the editor would draw a new field (and drop an edit made as the address changed).
    expect(screen.getByRole('textbox', { name: 'Formula name' })).toBe(name);
  });
});
