import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import type { CertificateLink } from '../api/certificate-links.ts';
import type { FormulaDocumentOptions } from '../api/get-formula-document.ts';
import { CertificateLinksDialog } from './certificate-links-dialog.tsx';

const FORMULA_ID = '00000000-0000-4000-8000-0000000000f1';
const LINKS = `/api/formulas/${FORMULA_ID}/certificate-links`;
const options: FormulaDocumentOptions = { category: '4', dosage: 15, dosageBasis: 'w/w', productType: 'leave-on' };

const link = (overrides: Partial<CertificateLink>): CertificateLink => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  shortId: 'K7Q2-M9XA',
  category: '4',
  dosageDescription: '15% w/w',
  productType: 'leave-on',
  issuedOn: '2026-11-20',
  openCount: 3,
  lastOpenedAt: '2026-11-25T10:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  formulaChangedSince: false,
  ...overrides,
});

function renderDialog(items: CertificateLink[], extra: StubRoute[] = []) {
  return renderApp(<CertificateLinksDialog formulaId={FORMULA_ID} options={options} onClose={() => {}} />, {
    user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
    api: [...extra, { method: 'GET', path: LINKS, status: 200, body: { items } }],
  });
}

describe('CertificateLinksDialog (share the certificate with a client)', () => {
  it('says what the link is for: the category, its name, the dosage and the product type', async () => {
    renderDialog([]);
    const dialog = await screen.findByRole('dialog', { name: 'Share the certificate with a client' });
    expect(dialog).toHaveTextContent('category 4 (Fine fragrance) at 15% w/w');
    expect(dialog).toHaveTextContent('as a leave-on cosmetic');
    expect(
      await within(dialog).findByText('No link yet. A link you create appears here with the times it was opened.'),
    ).toBeInTheDocument();
  });

  it('lists the links issued with their opens and status, and warns when the formula changed since', async () => {
    renderDialog([
      link({ formulaChangedSince: true }),
      link({ id: '00000000-0000-4000-8000-0000000000c2', shortId: 'ZZ11-AA22', revokedAt: '2026-11-26T08:00:00.000Z' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Certificate links issued' });
    const active = within(table).getByText('K7Q2-M9XA').closest('tr')!;
    expect(active).toHaveTextContent('Category 4 · 15% w/w');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Formula changed since');
    const revoked = within(table).getByText('ZZ11-AA22').closest('tr')!;
    expect(revoked).toHaveTextContent('Revoked');
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('creates a link for the options chosen and shows its URL once, to copy', async () => {
    const created = link({ id: '00000000-0000-4000-8000-0000000000c3', shortId: 'NEW1-LINK', openCount: 0 });
    const { user, requests } = renderDialog(
      [],
      [
        {
          method: 'POST',
          path: LINKS,
          status: 201,
          body: { link: created, token: 'secret', url: 'https://sillage.example/c/secret' },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const status = await screen.findByRole('status', { name: 'New certificate link' });
    expect(within(status).getByRole('textbox', { name: 'Link NEW1-LINK' })).toHaveValue(
      'https://sillage.example/c/secret',
    );
    expect(status).toHaveTextContent('it cannot show it again');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      category: '4',
      dosage: 15,
      dosageBasis: 'w/w',
      productType: 'leave-on',
    });
  });

  it('shows why a link is refused and the way to Settings → Company', async () => {
    const { user } = renderDialog(
      [],
      [
        {
          method: 'POST',
          path: LINKS,
          status: 422,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Fill in your company details before issuing documents.',
              details: { settingsPath: '/settings#company' },
            },
          },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const message = await screen.findByText('Fill in your company details before issuing documents.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Not issued');
    expect(within(alert).getByRole('link', { name: 'Fill in Settings → Company' })).toHaveAttribute(
      'href',
      '/settings#company',
    );
  });

  it('revokes the link the user chose', async () => {
    const { user, requests } = renderDialog(
      [link({})],
      [{ method: 'DELETE', path: /\/certificate-links\/.+/, status: 200, body: { link: link({}) } }],
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke link K7Q2-M9XA' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.path).toBe(
        `${LINKS}/00000000-0000-4000-8000-0000000000c1`,
      ),
    );
  });

  it('shows a refusal to list another user’s formula’s links', async () => {
    renderApp(<CertificateLinksDialog formulaId={FORMULA_ID} options={options} onClose={() => {}} />, {
      user: { id: 'u2', email: 'other@sillage.test', name: 'Other' },
      api: [
        { method: 'GET', path: LINKS, status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such formula' } } },
      ],
    });
    const message = await screen.findByText('No such formula');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Not issued');
  });
});
