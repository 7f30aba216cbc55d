import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { RecordedRequest } from '../../../../../tests/dom/stub-api.ts';
import { DEFAULT_SETTINGS, type UserSettings } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../settings-provider.tsx';
import { CompanySection } from './company-section.tsx';

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosizing Textarea (the address) listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
      configurable: true,
    });
  }
});

function renderSection(settings: Partial<UserSettings>, put: { status: number; body: unknown }) {
  const stored = { ...DEFAULT_SETTINGS, ...settings, apiKeys: {} };
  return renderApp(
    <SettingsProvider>
      <CompanySection />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: stored } },
        { method: 'PUT', path: '/api/settings', ...put },
      ],
    },
  );
}

const saves = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/settings').map((r) => r.body);

describe('CompanySection (Settings → Company)', () => {
  it('counts the issuer fields still missing before documents can be issued', async () => {
    renderSection(
      { certificateCompany: 'Maison Example', certificateSignatory: 'Camille Martin' },
      { status: 200, body: {} },
    );
    expect(await screen.findByText(/once all four fields are filled in \(2 to go\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Maison Example');
  });

  it('says nothing is missing once the four fields are filled', async () => {
    renderSection(
      {
        certificateCompany: 'Maison Example',
        certificateCompanyAddress: '1 rue des Roses\n06130 Grasse',
        certificateSignatory: 'Camille Martin',
        certificateSignatoryRole: 'Perfumer',
      },
      { status: 200, body: {} },
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Signatory’s role/ })).toHaveValue('Perfumer'));
    expect(screen.queryByText(/to go\)/)).not.toBeInTheDocument();
  });

  it('saves a field when it is left, and only when it changed', async () => {
    const stored = { ...DEFAULT_SETTINGS, certificateCompany: 'Maison Example', apiKeys: {} };
    const { user, requests } = renderSection(
      { certificateCompany: 'Maison Example' },
      { status: 200, body: { settings: { ...stored, certificateSignatory: 'Camille Martin' } } },
    );
    const company = await screen.findByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(company).toHaveValue('Maison Example'));
    await user.click(company);
    await user.tab();
    expect(saves(requests)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Signatory(?!’)/ }), 'Camille Martin');
    await user.tab();
    await waitFor(() => expect(saves(requests)).toEqual([{ certificateSignatory: 'Camille Martin' }]));
  });

  it('shows the server’s reason when the VAT number is refused', async () => {
    const { user, requests } = renderSection(
      {},
      {
        status: 422,
        body: { error: { code: 'VALIDATION', message: 'companyVatNumber: not a VAT number with its country code' } },
      },
    );
    const vat = await screen.findByRole('textbox', { name: 'VAT number' });
    await user.type(vat, '12345');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves(requests)[0]).toEqual({ companyVatNumber: '12345' }));
    expect(
      await screen.findByText('companyVatNumber: not a VAT number with its country code', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
