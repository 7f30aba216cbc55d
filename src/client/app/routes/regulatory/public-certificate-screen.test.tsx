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
  deliveredTo: 'Parfums Client SA',
  wording: {
    scope:
      'This Certificate assesses the conformity of a fragrance mixture with IFRA Standards and provides restrictions for use as specified in Annex I of the IFRA Code of Practice. It is the ultimate responsibility of our customer to ensure compliance with the local regulations.',
    amendmentScope: 'up to and including the 51st Amendment, published 30 June 2023',
    statement:
      'We certify that the above mixture is in compliance with the Standards of the International Fragrance Association (IFRA), up to and including the 51st Amendment, published 30 June 2023, provided it is used in the following categories at a concentration in the finished product not exceeding the maximum given for that category:',
    contact:
      'For other kinds of application or use at higher concentration levels, a new evaluation may be needed; please contact Maison Éloïse Parfums.',
    notes: 'Maximum concentrations are rounded down so that use at the printed value complies.',
    disclaimer:
      'This Certificate is the responsibility of the fragrance supplier issuing it. It has not been prepared or endorsed by IFRA in any way.',
    marketsCovered: 'IFRA Standards only, as stated. No market rules assessed.',
  },
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

  it('says what the PDF certificate says: scope, delivered to, amendment with its date, contact, disclaimer, signatory', async () => {
    renderApp(<PublicCertificateScreen />, {
      path: '/c/:token',
      url: `/c/${TOKEN}`,
      api: [answer<Endpoint>('GET', `/api/public/certificates/${TOKEN}`, { shortId: 'DF32-7891', certificate })],
    });
    const sheet = (await screen.findByRole('heading', { name: 'IFRA Certificate of Conformity' })).closest('section');
    expect(sheet).not.toBeNull();
    const text = sheet?.textContent ?? '';
    expect(text).toContain(certificate.wording.scope);
    expect(text).toContain('Certificate delivered toParfums Client SA');
    expect(text).toContain('IFRA StandardsUp to and including the 51st Amendment, published 30 June 2023');
    expect(text).toContain(certificate.wording.statement);
    expect(text).toContain(certificate.wording.contact);
    expect(text).toContain(certificate.wording.disclaimer);
    // The signatory as in Settings → Company, never an e-mail's local part.
    expect(text).toContain('Jeanne Martin');
    expect(text).toContain('Head Perfumer, Maison Éloïse Parfums');
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
