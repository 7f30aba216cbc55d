import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { BUILT_IN_THEMES } from '../../../../domain/settings/built-in-themes.ts';
import { DEFAULT_SETTINGS } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../settings-provider.tsx';
import { AppearanceSection } from './appearance-section.tsx';

const [base] = BUILT_IN_THEMES;
const vetiver = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'vetiver',
  label: 'Vetiver',
  description: null,
  previewColors: null,
  variables: { light: base!.light, dark: { ...base!.dark, background: '#0b1a10' } },
  updatedAt: '2026-11-28T00:00:00.000Z',
};

function renderSection(settings = DEFAULT_SETTINGS) {
  return renderApp(
    <SettingsProvider>
      <AppearanceSection />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: { ...settings, apiKeys: {} } } },
        { method: 'PUT', path: '/api/settings', status: 200, body: { settings: { ...settings, apiKeys: {} } } },
        { method: 'GET', path: '/api/user-themes', status: 200, body: { themes: [vetiver] } },
        { method: 'POST', path: '/api/user-themes', status: 201, body: { theme: { ...vetiver, name: 'iris' } } },
      ],
    },
  );
}

// Issue 35 item 11: custom user themes, shown with the 'user-' prefix, created, checked for contrast and applied.
describe('custom user themes in Settings → Appearance', () => {
  it('lists the user’s theme as user-vetiver and applies it when chosen', async () => {
    const { user, requests } = renderSection();
    const card = await screen.findByText('user-vetiver · Vetiver');
    await user.click(card);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT' && request.path === '/api/settings')?.body).toEqual({
        activeThemeIdentifier: 'user-vetiver',
      }),
    );
    // Default mode is dark: the theme's dark background is on <html>.
    await waitFor(() => expect(document.documentElement.getAttribute('data-sl-theme')).toBe('user-vetiver'));
    expect(document.documentElement.style.backgroundColor).toMatch(/#0b1a10|rgb\(11, 26, 16\)/);
  });

  it('creates a theme, refusing to save while a colour is below WCAG AA', async () => {
    const { user, requests } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'New theme' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'iris');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Iris');
    const muted = within(dialog).getByRole('textbox', { name: 'Light muted text' });
    await user.clear(muted);
    await user.type(muted, '#d0d0d0');
    expect(await within(dialog).findByText(/Light: mutedText on background is 1\.\d:1/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save theme' })).toBeDisabled();
    await user.clear(muted);
    await user.type(muted, base!.light.mutedText);
    await user.click(within(dialog).getByRole('button', { name: 'Save theme' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === 'POST' && request.path === '/api/user-themes')?.body,
      ).toMatchObject({ name: 'iris', label: 'Iris', variables: { light: { mutedText: base!.light.mutedText } } }),
    );
  });
});

// Issue 35 item 10: per-area fonts (reports, cards, spreadsheet, tooltip), letter spacing and the per-font size factor.
describe('fonts in Settings → Appearance', () => {
  it('offers a font for each area and the letter spacing', async () => {
    renderSection();
    for (const label of ['Font', 'Spreadsheet font', 'Reports font', 'Cards font', 'Tooltip font']) {
      expect(await screen.findByLabelText(label, { selector: 'input' })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Letter spacing (em)', { selector: 'input' })).toBeInTheDocument();
  });

  it('writes each font choice in its own font, and saves the one picked', async () => {
    const { user, requests } = renderSection();
    const reports = await screen.findByLabelText('Reports font', { selector: 'input' });
    expect(reports.style.fontFamily).toMatch(/^"Playfair Display",/);
    await user.click(reports);
    const list = await screen.findByRole('listbox', { name: 'Reports font', hidden: true });
    const option = within(list).getByRole('option', { name: 'JetBrains Mono', hidden: true });
    expect(within(option).getByText('JetBrains Mono').style.fontFamily).toMatch(/^"JetBrains Mono",/);
    await user.click(option);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT' && request.path === '/api/settings')?.body).toEqual({
        fontFamilyReports: 'JetBrains Mono',
      }),
    );
  });

  it('applies the saved fonts, letter spacing and the body font’s size factor to the page', async () => {
    renderSection({ ...DEFAULT_SETTINGS, fontFamily: 'Inter', fontFamilyCards: 'Georgia', letterSpacing: 0.02 });
    const root = document.documentElement;
    await waitFor(() => expect(root.style.getPropertyValue('--sl-font-body')).toMatch(/^Inter,/));
    expect(root.style.getPropertyValue('--sl-font-cards')).toMatch(/^Georgia,/);
    expect(root.style.getPropertyValue('--sl-letter-spacing')).toBe('0.02em');
    // 16 px × 1.05 × Inter's factor 0.87 (load-fonts.test.ts derives it).
    expect(parseFloat(root.style.fontSize)).toBeCloseTo(14.616, 2);
  });
});
