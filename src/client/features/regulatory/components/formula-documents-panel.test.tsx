import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { FormulaDocumentsPanel } from './formula-documents-panel.tsx';

const FORMULA_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const ROSE_ID = '3f2a9c1e-0000-4000-8000-000000000002';
type Endpoint = (typeof client.formulas)[':id']['documents']['availability']['$get'];
const PRODUCT = { ifraCategory: '4', dosagePercent: 20, basis: 'w/w' as const, application: 'leave-on' };

function renderPanel(body: Parameters<typeof answer<Endpoint>>[2]) {
  return renderApp(<FormulaDocumentsPanel formulaId={FORMULA_ID} product={PRODUCT} />, {
    api: [answer<Endpoint>('GET', `/api/formulas/${FORMULA_ID}/documents/availability`, body)],
  });
}

describe('FormulaDocumentsPanel: refusals in view', () => {
  it('disables each document that cannot be issued, with its reason beside it and links to what fixes it', async () => {
    const { requests } = renderPanel({
      certificate: {
        canIssue: false,
        reason: 'not-certifiable',
        message: 'No certificate can be issued: the formula is not compliant in category 4 at 20% (Citral).',
        fixes: [{ kind: 'compliance-panel', label: 'Make it compliant (compliance panel)' }],
      },
      'allergen-declaration': {
        canIssue: false,
        reason: 'cannot-be-verified',
        message: 'No declaration can be issued: the allergen content cannot be verified.',
        fixes: [{ kind: 'material', label: 'Add the allergen declaration of Rose oil', materialId: ROSE_ID }],
      },
    });
    await screen.findByRole('link', { name: 'Make it compliant (compliance panel)' });
    const certificate = screen.getByRole('button', { name: 'Certificate' });
    expect(certificate).toBeDisabled();
    expect(certificate).toHaveAccessibleDescription(
      /No certificate can be issued: the formula is not compliant in category 4 at 20% \(Citral\)\./,
    );
    expect(screen.getByRole('link', { name: 'Make it compliant (compliance panel)' })).toHaveAttribute(
      'href',
      `/formula?id=${FORMULA_ID}`,
    );
    const declaration = screen.getByRole('button', { name: 'Allergen declaration' });
    expect(declaration).toBeDisabled();
    expect(declaration).toHaveAccessibleDescription(/the allergen content cannot be verified/);
    expect(screen.getByRole('link', { name: 'Add the allergen declaration of Rose oil' })).toHaveAttribute(
      'href',
      `/materials/${ROSE_ID}`,
    );
    // Asked for the finished product shown: category 4 at 20% w/w, leave-on.
    const asked = requests.find((request) => request.path.endsWith('/documents/availability'));
    expect(new URLSearchParams(asked?.search)).toMatchObject(
      new URLSearchParams({ category: '4', dosage: '20', dosageBasis: 'w/w', productType: 'leave-on' }),
    );
  });

  it('sends the user to Settings → Company when the issuer is incomplete', async () => {
    renderPanel({
      certificate: {
        canIssue: false,
        reason: 'company-details-missing',
        message: 'No IFRA certificate without its issuer.',
        fixes: [{ kind: 'company-settings', label: 'Fill in Settings → Company', path: '/settings#company' }],
      },
      'allergen-declaration': { canIssue: true },
    });
    expect(await screen.findByRole('link', { name: 'Fill in Settings → Company' })).toHaveAttribute(
      'href',
      '/settings#company',
    );
    expect(screen.getByRole('button', { name: 'Certificate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Allergen declaration' })).toBeEnabled();
  });

  it('leaves both buttons enabled, with no reason, when both documents can be issued', async () => {
    const { requests } = renderPanel({ certificate: { canIssue: true }, 'allergen-declaration': { canIssue: true } });
    await screen.findByRole('button', { name: 'Certificate' });
    await vi.waitFor(() => expect(requests.some((request) => request.path.endsWith('/availability'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Certificate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Allergen declaration' })).toBeEnabled();
    expect(screen.queryByText(/can be issued/)).not.toBeInTheDocument();
  });
});
