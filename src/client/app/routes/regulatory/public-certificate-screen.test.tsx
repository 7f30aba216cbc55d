import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { SettingsProvider } from '../../../features/settings/settings-provider.tsx';
import type { client } from '../../../lib/api-client.ts';
import { PublicCertificateScreen } from './public-certificate-screen.tsx';

const TOKEN = 'A'.repeat(43);
type Endpoint = (typeof client.public.certificates)[':token']['$get'];

const certificate = {
  productName: 'Éclat de citron',
  formulaReference: '7AF9B0FE, version 1',
  certificateReference: 'IFRA-7AF9B0FE-1-4',
  declarationReference: 'ALG-7AF9B0FE-1-4',
  issuer: {
    company: 'Maison Éloïse Parfums',
    address: '12 rue des Fleurs',
    signatory: 'Jeanne Martin',
    role: 'Head Perfumer',
  },
  issuedOn: '2026-11-23T10:00:00.000Z',
  brandName: null,
  ifraAmendment: '51st Amendment',
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'ECHA export 2024-05-16', importedOn: '2026-11-23' },
  category: '4',
  categoryDescription: 'Fine fragrance',
  dosageDescription: '20% w/w',
  maxDosage: [{ category: '4', productTypes: 'Fine fragrance', label: '30.00%' }],
  specifications: [],
  declaration: {
    productType: 'Leave-on cosmetic product',
    threshold: '0.001% (10 mg/kg) in the finished product',
    allergens: [
      {
        labelName: 'Citral',
        cas: '5392-40-5',
        annexIiiReference: '70',
        concentrateConcentration: 2,
        concentration: 0.4,
        declare: true,
      },
    ],
    toDeclare: ['Citral'],
  },
};

describe('PublicCertificateScreen', () => {
  it('shows the issuer, the short id, both documents and their PDFs', async () => {
    renderApp(<PublicCertificateScreen />, {
      path: '/c/:token',
      url: `/c/${TOKEN}`,
      api: [answer<Endpoint>('GET', `/api/public/certificates/${TOKEN}`, { shortId: 'DF32-7891', certificate })],
    });
    expect(await screen.findByRole('heading', { name: 'Maison Éloïse Parfums' })).toBeInTheDocument();
    expect(screen.getByText('Certificate DF32-7891')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'IFRA Certificate of Conformity' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fragrance allergens' })).toHaveTextContent('Citral');
    expect(screen.getAllByRole('link', { name: 'Certificate PDF' })[0]).toHaveAttribute(
      'href',
      `/api/public/certificates/${TOKEN}/certificate.pdf`,
    );
  });

  it('says the certificate is no longer available when the link is revoked or unknown', async () => {
    renderApp(<PublicCertificateScreen />, {
      path: '/c/:token',
      url: `/c/${TOKEN}`,
      api: [
        {
          method: 'GET',
          path: `/api/public/certificates/${TOKEN}`,
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'This certificate is no longer available.' } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'This certificate is no longer available' })).toBeInTheDocument();
    expect(screen.queryByText('IFRA Certificate of Conformity')).toBeNull();
  });

  it("is light like paper while it is shown, whatever the reader's mode, and gives the mode back when left", async () => {
    const root = document.documentElement;
    function Shown() {
      const [isShown, setShown] = useState(true);
      return isShown ? (
        <>
          <button onClick={() => setShown(false)}>Leave</button>
          <PublicCertificateScreen />
        </>
      ) : (
        <p>Left</p>
      );
    }
    const view = renderApp(
      <SettingsProvider>
        <Shown />
      </SettingsProvider>,
      {
        path: '/c/:token',
        url: `/c/${TOKEN}`,
        api: [answer<Endpoint>('GET', `/api/public/certificates/${TOKEN}`, { shortId: 'DF32-7891', certificate })],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Maison Éloïse Parfums' })).toBeInTheDocument();
    await waitFor(() => expect(root).toHaveAttribute('data-mantine-color-scheme', 'light'));
    await view.user.click(screen.getByRole('button', { name: 'Leave' }));
    // A visitor's own mode is dark (the logged-out settings).
    await waitFor(() => expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark'));
  });
});
